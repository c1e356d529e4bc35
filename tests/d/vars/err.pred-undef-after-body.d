/* @@opts: -xerrtags */
/*
 * When the actions read a variable nothing assigns, DTrace compiles the
 * predicate first and reports its undefined variable: the predicate's y,
 * not the action's z.
 */
BEGIN
/y == 0/
{
	trace(z);
}
