/*
 * Guide, "Output Formatting" / aggsortkey: a printa of several
 * aggregations sorts its rows by key first, the aggregations' values
 * breaking ties; with aggsortkeypos, keys compare from that position on.
 */
#pragma D option quiet
#pragma D option aggsortkey

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
