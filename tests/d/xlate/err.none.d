/* No translator from int to psinfo_t: the message names the types as the
 * script wrote them (Oracle: the type node's name). */
BEGIN
{
	trace(xlate <psinfo_t *> (1)->pr_pid);
}
