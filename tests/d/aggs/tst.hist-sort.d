/*
 * Output Formatting: distributions print in the order of the sum over their
 * buckets of count times the bucket's value, ties in the order of the count
 * in the bucket holding zero, then of their keys (libdtrace's sort).
 *   quantize: the zero bucket weighs 0, so one 0 (sum 0) comes before one 1
 *     (sum 1); among sums of 0, fewer zeros first.
 *   lquantize: the bucket holding zero is the level whose value is 0, or
 *     the underflow bucket when base is 1 (it weighs base - 1 = 0), or the
 *     overflow one when its bound is -1 (it weighs bound + 1 = 0); with
 *     none (base 10) ties go by key.
 *   llquantize: the middle bucket (|v| < factor^low) weighs 0 and breaks ties.
 * Each tie below is named so that key order alone would print it reversed.
 * A joined printa() breaks a tie of its first aggregation by the next one,
 * the zero count included.
 */
#pragma D option quiet

BEGIN
{
	@q["one"] = quantize(1);
	@q["zero"] = quantize(0);
	@q["m1"] = quantize(-1);
	@q["a-zero2"] = quantize(0); @q["a-zero2"] = quantize(0);
	@q["b-mix"] = quantize(1); @q["b-mix"] = quantize(-1);

	@l0["a2"] = lquantize(0, -5, 5); @l0["a2"] = lquantize(0, -5, 5);
	@l0["b1"] = lquantize(-1, -5, 5); @l0["b1"] = lquantize(1, -5, 5);
	@l0["b1"] = lquantize(0, -5, 5);

	@lb["a2"] = lquantize(-3, 1, 10); @lb["a2"] = lquantize(0, 1, 10);
	@lb["b1"] = lquantize(0, 1, 10);
	@lb["n"] = lquantize(3, 1, 10, 1, -1);

	@lo["a2"] = lquantize(0, -10, -1); @lo["a2"] = lquantize(5, -10, -1);
	@lo["b1"] = lquantize(7, -10, -1);

	@ln["b"] = lquantize(12, 10, 20); @ln["a"] = lquantize(12, 10, 20);

	@ll["a2"] = llquantize(5, 10, 1, 3, 10); @ll["a2"] = llquantize(-5, 10, 1, 3, 10);
	@ll["b1"] = llquantize(3, 10, 1, 3, 10);
	@ll["c0"] = llquantize(10, 10, 1, 3, 10); @ll["c0"] = llquantize(-10, 10, 1, 3, 10);

	@c["a"] = count(); @c["b"] = count();
	@jl["a"] = lquantize(0, -5, 5); @jl["a"] = lquantize(0, -5, 5);
	@jl["b"] = lquantize(0, -5, 5);

	printf("quantize:");
	printa("  %s", @q);
	printf("\nlquantize, zero in a level:");
	printa("  %s", @l0);
	printf("\nlquantize, base 1:");
	printa("  %s", @lb);
	printf("\nlquantize, bound -1:");
	printa("  %s", @lo);
	printf("\nlquantize, no zero:");
	printa("  %s", @ln);
	printf("\nllquantize:");
	printa("  %s", @ll);
	printf("\njoined:");
	printa("  %s", @c, @jl);
	printf("\n");
	exit(0);
}
