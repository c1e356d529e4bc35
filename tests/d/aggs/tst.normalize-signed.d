/*
 * Guide, "Aggregations": normalize() divides each value by the factor, so a
 * negative value stays negative, rounded toward zero (-7 / 2 is -3) in the
 * default output and in printa()'s %@d alike: sum(), min(), max(), avg()
 * and a distribution's negative counts.  The factor is a uint64_t: one of
 * 2^63 leaves 0 (or -1 for INT64_MIN); 0 leaves the values as they are.
 * denormalize() restores them.
 */
#pragma D option quiet

BEGIN
{
	@s["neg"] = sum(-7);
	@s["pos"] = sum(7);
	@s["one"] = sum(-1);
	@mn = min(-9);
	@mx = max(-9);
	@av = avg(-9);
	@av = avg(-8);
	@q = lquantize(1, 0, 4, 1, -5);
	@q = lquantize(2, 0, 4, 1, 4);
	@big = sum(-9);
	@bigmin = sum(-0x7fffffffffffffff - 1);
	@zero = sum(-5);
	exit(0);
}

END
{
	normalize(@s, 2);
	normalize(@mn, 2);
	normalize(@mx, 4);
	normalize(@av, 3);
	normalize(@q, 2);
	normalize(@big, 0x8000000000000000);
	normalize(@bigmin, 0x8000000000000000);
	normalize(@zero, 0);
	printa(@s);
	printa("%s %@d\n", @s);
	printa("min %@d\n", @mn);
	printa("max %@d\n", @mx);
	printa("avg %@d\n", @av);
	printa(@mn);
	printa(@av);
	printa(@q);
	printa("big %@d\n", @big);
	printa("bigmin %@d\n", @bigmin);
	printa("zero %@d\n", @zero);
	denormalize(@s);
	printa(@s);
}
