/* @@opts: -xerrtags */
/* #pragma D attributes needs the attributes and an identifier. */
#pragma D attributes Stable/Stable/Common

BEGIN
{
	exit(0);
}
