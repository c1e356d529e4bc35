/* lltostr()'s base is an integer constant here: a variable base is refused
 * at compile time with one sentence, never taken as 10. */
BEGIN
{
	b = 2;
	trace(lltostr(1, b));
}
