/*
 * llquantize() with 100 steps in magnitude 18 of factor 10: steps of 10^17,
 * so the steps from 93 * 10^17 up lie beyond INT64_MAX.  No value reaches
 * them, but the row shown beside INT64_MAX's step (92 * 10^17) is one of
 * them, and DTrace labels it with the unsigned bound 9300000000000000000,
 * -9300000000000000000 beside INT64_MIN's (was a wrapped 64-bit value).
 */
#pragma D option quiet

BEGIN
{
	@p = llquantize(9223372036854775807, 10, 17, 18, 100);
	@n = llquantize(-9223372036854775807 - 1, 10, 17, 18, 100);
	exit(0);
}
