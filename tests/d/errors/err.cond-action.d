/* @@opts: -xerrtags */
/* Actions have no value to choose. */
BEGIN
{
	timestamp ? trace(1) : trace(2);
}
