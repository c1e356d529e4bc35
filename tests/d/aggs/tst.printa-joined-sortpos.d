/*
 * Guide, "Output Formatting" / aggsortpos: rows of a printa of several
 * aggregations sort by the value of the aggregation at that position
 * (here the second, @b), then by the following ones.
 */
#pragma D option quiet
#pragma D option aggsortpos=1

BEGIN
{
	@a["x", 2] = count();
	@a["x", 1] = count();
	@a["y", 1] = count();
	@a["y", 1] = count();
	@b["x", 2] = sum(10);
	@b["x", 1] = sum(30);
	@b["y", 1] = sum(20);
	printa("%s %d %@d %@d\n", @a, @b);
	exit(0);
}
