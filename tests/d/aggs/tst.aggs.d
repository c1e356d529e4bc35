/* Aggregating functions, keyed and unkeyed, printed at exit. */
#pragma D option quiet

BEGIN
{
	@c = count();
	@c = count();
	@s["a"] = sum(10);
	@s["a"] = sum(5);
	@s["b"] = sum(1);
	@mn = min(7); @mn = min(-3); @mn = min(4);
	@mx = max(7); @mx = max(-3); @mx = max(4);
	@av = avg(1); @av = avg(2); @av = avg(6);
	@q = quantize(0); @q = quantize(1); @q = quantize(5); @q = quantize(5);
	@lq = lquantize(3, 0, 10, 2); @lq = lquantize(11, 0, 10, 2);
	exit(0);
}
