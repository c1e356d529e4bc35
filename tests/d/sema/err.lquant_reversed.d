/* @@opts: -xerrtags */
/* Aggregations: lquantize()'s upper bound below its lower bound. */
BEGIN
{
	@ = lquantize(1, 5, 4);
}
