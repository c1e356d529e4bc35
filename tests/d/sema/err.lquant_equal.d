/* @@opts: -xerrtags */
/*
 * Aggregations: lquantize(expr, lower, upper [, step]): the lower bound
 * must be below the upper one; equal bounds are refused as reversed ones
 * are (D_LQUANT_MISMATCH), before the step is looked at.
 */
BEGIN
{
	@ = lquantize(1, 5, 5, -1);
}
