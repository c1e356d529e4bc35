# Aggregations at exit: one line each, keys as typed values, scalar values,
# histogram buckets as {min, max, count} (only non-empty buckets).
$DTRACE --json -qn 'BEGIN {
	@c["b", 2] = count(); @c["a", 1] = count(); @c["a", 1] = count();
	@s = sum(-5); @mn = min(3); @mn = min(-4); @mx = max(9); @av = avg(10); @av = avg(20);
	@q = quantize(0); @q = quantize(5); @q = quantize(5); @q = quantize(-100);
	@l[1] = lquantize(3, 0, 10, 5); @l[1] = lquantize(100, 0, 10, 5); @l[1] = lquantize(-1, 0, 10, 5);
	@ll = llquantize(1500, 10, 0, 6, 20);
	exit(0);
}' | python3 check.py
