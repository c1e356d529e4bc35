/*
 * Guide, "Aggregations": llquantize(value, factor, low, high, steps) at its
 * bucket boundaries.  Fewer steps than the factor (4, 1, 2, 2): each
 * magnitude [4^m, 4^(m+1)) splits in two, so 4 and 7 share "4", 8 is
 * "8", 31 is "16", 32 and 63 "32", 64 the overflow ">= 64"; 3 is below
 * 4^1, in "abs() < 4" (a negative bucket is shown, so "abs()").  More
 * steps than the factor from magnitude 0 (2, 0, 3, 4): the buckets of
 * magnitude 0 with no integer in them are not shown, so the rows are
 * 0, 1, 2, 3, 4, 6, 8, 12, ">= 16", negatives mirrored.
 */
#pragma D option quiet

BEGIN
{
	@few = llquantize(3, 4, 1, 2, 2);
	@few = llquantize(4, 4, 1, 2, 2);
	@few = llquantize(7, 4, 1, 2, 2);
	@few = llquantize(8, 4, 1, 2, 2);
	@few = llquantize(31, 4, 1, 2, 2);
	@few = llquantize(32, 4, 1, 2, 2);
	@few = llquantize(63, 4, 1, 2, 2);
	@few = llquantize(64, 4, 1, 2, 2);
	@many = llquantize(0, 2, 0, 3, 4);
	@many = llquantize(1, 2, 0, 3, 4);
	@many = llquantize(3, 2, 0, 3, 4);
	@many = llquantize(5, 2, 0, 3, 4);
	@many = llquantize(-7, 2, 0, 3, 4);
	@many = llquantize(16, 2, 0, 3, 4);
	@pos = llquantize(10, 4, 1, 2, 2);
	exit(0);
}
