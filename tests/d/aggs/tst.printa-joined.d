/*
 * Guide, "Output Formatting" / printa: several aggregations in one printa
 * print one row per key with each aggregation's value; rows sort by the
 * first aggregation's value, ties by the next one's, then by key.  The
 * same aggregation may be named twice: its value appears twice.
 */
#pragma D option quiet

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
	printf("--\n");
	printa("%s %d %@d %@d\n", @a, @a);
	printf("--\n");
	printa("%s %d %@d %@d %@d\n", @b, @a, @b);
	exit(0);
}
