/*
 * Guide, "Aggregations": each function on the edges of int64_t.  sum()
 * wraps as 64-bit addition does; avg() is the sum divided by the count in
 * signed integer division (so it rounds toward zero, -3.5 is -3), and wraps
 * with its sum; min()/max() keep the extremes; stddev() of one value is 0,
 * and of large values is exact (its sum of squares is kept in 128 bits:
 * 0 and 2^62 give 2^61, INT64_MIN and 0 give 2^62, +-INT64_MAX give
 * INT64_MAX).  count() is never negative.
 */
#pragma D option quiet

BEGIN
{
	@sumwrap = sum(0x7fffffffffffffff);
	@sumwrap = sum(1);
	@sumneg = sum(-0x7fffffffffffffff - 1);
	@sumneg = sum(-1);
	@sumzero = sum(0);
	@avgneg = avg(-3);
	@avgneg = avg(-4);
	@avgpos = avg(3);
	@avgpos = avg(4);
	@avgwrap = avg(0x7fffffffffffffff);
	@avgwrap = avg(0x7fffffffffffffff);
	@avgmin = avg(-0x7fffffffffffffff - 1);
	@minmin = min(-0x7fffffffffffffff - 1);
	@minmin = min(0);
	@maxmax = max(0x7fffffffffffffff);
	@maxmax = max(-1);
	@maxneg = max(-5);
	@maxneg = max(-9);
	@sdone = stddev(-12345);
	@sdsmall = stddev(1);
	@sdsmall = stddev(2);
	@sdsmall = stddev(4);
	@sdsym = stddev(-1);
	@sdsym = stddev(1);
	@sdbig = stddev(0);
	@sdbig = stddev(1LL << 62);
	@sdbigneg = stddev(-0x7fffffffffffffff - 1);
	@sdbigneg = stddev(0);
	@sdext = stddev(0x7fffffffffffffff);
	@sdext = stddev(-0x7fffffffffffffff);
	exit(0);
}

END
{
	printa("sumwrap %@d\n", @sumwrap);
	printa("sumneg %@d\n", @sumneg);
	printa("sumzero %@d\n", @sumzero);
	printa("avgneg %@d\n", @avgneg);
	printa("avgpos %@d\n", @avgpos);
	printa("avgwrap %@d\n", @avgwrap);
	printa("avgmin %@d\n", @avgmin);
	printa("minmin %@d\n", @minmin);
	printa("maxmax %@d\n", @maxmax);
	printa("maxneg %@d\n", @maxneg);
	printa("sdone %@d\n", @sdone);
	printa("sdsmall %@d\n", @sdsmall);
	printa("sdsym %@d\n", @sdsym);
	printa("sdbig %@d\n", @sdbig);
	printa("sdbigneg %@d\n", @sdbigneg);
	printa("sdext %@u\n", @sdext);
	printf("default output:");
	printa(@avgneg);
	printa(@sumwrap);
	printa(@sdext);
}
