/* @@opts: -xerrtags */
/* ldpath names the linker dtrace -G runs: the command line may set it, a
 * program may not. */
#pragma D option ldpath=/usr/bin/ld

BEGIN
{
	exit(0);
}
