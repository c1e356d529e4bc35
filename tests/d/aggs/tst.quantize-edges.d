/*
 * Guide, "Aggregations": quantize() buckets are powers of two, negative
 * values in buckets -1, -2, -4 ... (a value v < 0 counts in the first
 * bucket b with v <= b); lquantize() has an underflow row "< lower" and an
 * overflow row ">= upper", and a value counts in the step it falls in.
 * The lowest bucket holds INT64_MIN.  Only the rows from one before the first non-zero bucket to one after
 * the last are printed; the bars are 40 * count / total '@' wide.
 */
#pragma D option quiet

BEGIN
{
	@q = quantize(-5);
	@q = quantize(0);
	@q = quantize(3);
	@l = lquantize(-100, -10, 10, 5);
	@l = lquantize(-10, -10, 10, 5);
	@l = lquantize(-6, -10, 10, 5);
	@l = lquantize(10, -10, 10, 5);
	@bottom = quantize(-0x7fffffffffffffff - 1);
	@one = lquantize(4, 0, 10);
	exit(0);
}

END
{
	printa(@q);
	printa(@l);
	printa(@one);
	printf("bottom:");
	printa(@bottom);
}
