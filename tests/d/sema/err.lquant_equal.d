/* @@opts: -xerrtags */
/*
 * Aggregations: lquantize(expr, lower, upper, step) has (upper - lower) /
 * step levels.  Equal bounds are not out of order (that is upper < lower,
 * err.lquant_reversed.d): they leave no level at all, as a step wider than
 * the range does.
 */
BEGIN
{
	@ = lquantize(1, 5, 5);
}
