/*
 * Guide, "Aggregations": quantize()'s highest bucket, 2^62, holds every
 * value from 2^62 to INT64_MAX, and its count is shown like any other's:
 * a distribution whose only values are there prints that row and the one
 * below it (nothing above the top bucket), not an empty distribution.
 */
#pragma D option quiet

BEGIN
{
	@top = quantize(0x7fffffffffffffff);
	@top = quantize(1LL << 62);
	@near = quantize((1LL << 62) - 1);
	@near = quantize(0x7fffffffffffffff);
	exit(0);
}
