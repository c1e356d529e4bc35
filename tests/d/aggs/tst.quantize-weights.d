/*
 * Guide, "Aggregations": the optional last argument of quantize(),
 * lquantize() and llquantize() is the weight a value is counted with, and
 * may be negative or zero.  Output Formatting: a distribution whose counts
 * are all negative draws its bars to the left of the '|'; one with both
 * signs draws half-width bars on either side of a centre '|'; one whose
 * counts are all zero (weights that cancel, or a zero weight) prints the
 * rows around zero: quantize() -1, 0, 1; lquantize() "< base", base and
 * the next step; llquantize() its first rows ("0" when the low magnitude
 * is 0, else "< factor^low").  Counts print as signed numbers.
 */
#pragma D option quiet

BEGIN
{
	@neg = quantize(5, -1);
	@neg = quantize(-3, -2);
	@mixed = quantize(8, 3);
	@mixed = quantize(2, -1);
	@cancel = quantize(7, 4);
	@cancel = quantize(7, -4);
	@zero = quantize(100, 0);
	@lneg = lquantize(3, 0, 10, 1, -2);
	@lmixed = lquantize(-100, -10, 10, 5, 2);
	@lmixed = lquantize(100, -10, 10, 5, -1);
	@lzero = lquantize(1, 0, 10, 1, 0);
	@llmixed = llquantize(-50, 10, 1, 2, 10, -3);
	@llmixed = llquantize(50, 10, 1, 2, 10, 1);
	@llzero = llquantize(5, 10, 0, 2, 10, 0);
	@llzero1 = llquantize(500, 10, 1, 3, 10, 1);
	@llzero1 = llquantize(500, 10, 1, 3, 10, -1);
	exit(0);
}
