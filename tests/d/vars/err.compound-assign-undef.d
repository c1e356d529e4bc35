/* @@opts: -xerrtags */
/*
 * x += v reads x: on a variable that nothing declared or assigned yet it
 * is refused (D_VAR_UNDEF), as DTrace cooks op= with a reference to its
 * left operand; only = and ++/-- create a variable.
 */
BEGIN
{
	total += 10;
}
