/*
 * The aggregations DTrace prints at exit: ordered by aggregation, then by
 * value; string and integer keys in their columns; every function.
 */
#pragma D option quiet

BEGIN
{
	@c["b"] = count();
	@c["a"] = count();
	@c["a"] = count();
	@s[1, "x"] = sum(10);
	@s[2, "y"] = sum(-5);
	@a = avg(3);
	@a = avg(8);
	@mn = min(4);
	@mn = min(-2);
	@mx = max(4);
	@mx = max(-2);
	@sd = stddev(2);
	@sd = stddev(4);
	@sd = stddev(4);
	@sd = stddev(4);
	@sd = stddev(5);
	@sd = stddev(5);
	@sd = stddev(7);
	@sd = stddev(9);
	@q = quantize(1);
	@q = quantize(5);
	@q = quantize(5);
	@l = lquantize(3, 0, 10, 2);
	@l = lquantize(12, 0, 10, 2);
	@ll = llquantize(150, 10, 0, 3, 10);
	exit(0);
}
