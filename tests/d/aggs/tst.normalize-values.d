/*
 * Aggregations: normalize() divides every value printa() shows by the
 * normalization factor; denormalize() restores the raw values.  avg() is
 * the normalized sum over the count; stddev() is computed from the values
 * divided by the factor, so the sum of squares is divided by its square:
 * values -10 and 30 have a standard deviation of 20, 4 when normalized
 * by 5.  min() and max() are normalized like sum().  A quantize()
 * normalizes its counts (1 and 2 become 0 and 1 by 2), its bars stay
 * those of the raw counts.
 */
#pragma D option quiet

BEGIN
{
	@sd = stddev(-10); @sd = stddev(30);
	@sd2 = stddev(-10); @sd2 = stddev(30);
	@av = avg(10); @av = avg(31);
	@s = sum(-10); @s = sum(60);
	@mx = max(17); @mn = min(23);
	@c = count(); @c = count(); @c = count(); @c = count();
	@q = quantize(3); @q = quantize(3); @q = quantize(100);
	normalize(@sd2, 5);
	normalize(@av, 5);
	normalize(@s, 5);
	normalize(@mx, 5);
	normalize(@mn, 5);
	normalize(@c, 2);
	normalize(@q, 2);
	printa("stddev %@d\n", @sd);
	printa("stddev/5 %@d\n", @sd2);
	printa("avg/5 %@d\n", @av);
	printa("sum/5 %@d\n", @s);
	printa("max/5 %@d\n", @mx);
	printa("min/5 %@d\n", @mn);
	printa("count/2 %@d\n", @c);
	printa(@sd2);
	printa(@q);
	denormalize(@sd2);
	denormalize(@c);
	printa("stddev %@d\n", @sd2);
	printa("count %@d\n", @c);
	exit(0);
}
