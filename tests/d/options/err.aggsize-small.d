/* @@opts: -q */
/* The aggregation space must hold one key and its value. */
#pragma D option aggsize=8

BEGIN
{
	@a[1] = count();
	exit(0);
}
