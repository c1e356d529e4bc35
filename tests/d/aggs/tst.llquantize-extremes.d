/*
 * llquantize() up to the largest high magnitude whose factor^(high+1)
 * still fits 64 unsigned bits (10^19 for factor 10; Aggregations:
 * llquantize): INT64_MAX counts in the 9000000000000000000 step of
 * magnitude 18, INT64_MIN in its mirror, -1 in "abs() < 10^17"; the
 * overflow rows are labelled with factor^(high+1) itself.
 */
#pragma D option quiet

BEGIN
{
	@m = llquantize(9223372036854775807, 10, 17, 18, 10);
	@m = llquantize(-1, 10, 17, 18, 10);
	@m = llquantize(-9223372036854775807 - 1, 10, 17, 18, 10);
	@n = llquantize(5000000000000000000, 10, 0, 18, 10);
	@n = llquantize(5000000000000000000, 10, 0, 18, 10);
	@n = llquantize(15, 10, 0, 18, 10);
	printa(@m);
	printa("%@d\n", @n);
	exit(0);
}
