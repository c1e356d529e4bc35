/*
 * Output Formatting, printa(): the key conversions take the tuple's
 * members in order, each %@ the value of the next aggregation named; a %@
 * beyond the aggregations named converts the last one's value again, and
 * %@ may come before the keys.  A format with fewer key conversions than
 * keys prints the ones it has; a format with no conversion at all is
 * printed once per entry.  A key missing from one of the aggregations of
 * a joined printa() prints 0 for it, and its rows are sorted by the first
 * aggregation's value.  %@ of avg() and stddev() takes a width and flags;
 * %@ of a quantize() prints its distribution.
 */
#pragma D option quiet

BEGIN
{
	@a["x", 1] = sum(3);
	@a["z", 3] = sum(-3);
	@b["x", 1] = count();
	@b["y", 2] = count();
	@avg["k"] = avg(-7);
	@avg["k"] = avg(0);
	@sd["k"] = stddev(10);
	@sd["k"] = stddev(20);
	@q["k"] = quantize(3);
	exit(0);
}

END
{
	printa("%@d %s|\n", @a);
	printa("[%s] [%@d] [%@d] [%@d]\n", @a, @b);
	printa("%@d:%@d:%@d\n", @a);
	printa("only key 1: %s\n", @a);
	printa("no conversion\n", @a);
	printa("%s %d %@d %@d\n", @a, @b);
	printa("%s %-6@d|%+@d|%06@d|\n", @avg, @avg, @sd);
	printa("%s:%@d\n", @q);
}
