/* @@opts: -xerrtags */
/*
 * Actions and Subroutines: an action's name is not a variable.  Used as an
 * associative array it is refused as DTrace names actions: a "tracing
 * function" (subroutines are "function"s).
 */
BEGIN
{
	trace[1] = 2;
}
