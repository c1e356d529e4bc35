/* basename() and dirname() inside && and comparisons (the registers of
 * the surrounding expression stay live while they run). */
#pragma D option quiet
BEGIN
{
	x = "/a/b";
	printf("%d %d %d\n", pid != 0 && dirname(x) != "/a", pid != 0 && basename(x) == "b",
	    ppid != 0 || dirname(basename(x)) == ".");
	exit(0);
}
