/*
 * clear() resets an aggregation's values to their starting points and keeps
 * its keys (Aggregations: clear): count, sum, avg and stddev show 0, a
 * min() nothing has fed since shows INT64_MAX and a max() INT64_MIN, as
 * DTrace's consumer resets them.  A key one of several aggregations in a
 * printa() lacks is shown with 0 for it, max() included.
 */
#pragma D option quiet

BEGIN
{
	@c["c"] = count(); @s["s"] = sum(4); @a["a"] = avg(6); @sd["sd"] = stddev(3);
	@mx["mx"] = max(5); @mn["mn"] = min(-5);
}

BEGIN
{
	clear(@c); clear(@s); clear(@a); clear(@sd); clear(@mx); clear(@mn);
}

BEGIN
{
	printa("%s %@d\n", @c); printa("%s %@d\n", @s); printa("%s %@d\n", @a);
	printa("%s %@d\n", @sd);
	printa("%s %@d\n", @mx); printa("%s %@d\n", @mn);
	printa(@mx);
	@j1["only1"] = sum(1); @j2["only2"] = max(-4);
	printa("%s %@d %@d\n", @j1, @j2);
	exit(0);
}
