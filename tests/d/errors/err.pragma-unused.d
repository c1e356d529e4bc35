/* @@opts: -xerrtags */
/* An attributes pragma must name something the program defines. */
#pragma D attributes Stable/Stable/Common nosuchvar

BEGIN
{
	exit(0);
}
