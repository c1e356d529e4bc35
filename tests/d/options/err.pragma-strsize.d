/* @@opts: -xerrtags */
/* A string must at least hold its terminating NUL and one byte. */
#pragma D option strsize=1

BEGIN
{
	exit(0);
}
