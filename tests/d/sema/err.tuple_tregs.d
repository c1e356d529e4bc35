/* @@opts: -xtregs=2 */
/* The tregs option sets how many tuple registers there are: with two, an
 * aggregation keyed by three values cannot be compiled. */
BEGIN
{
	@[1, 2, 3] = count();
}
