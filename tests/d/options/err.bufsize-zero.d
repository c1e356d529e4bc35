/* @@opts: -q */
/* A principal buffer must hold at least one record. */
#pragma D option bufsize=0

BEGIN
{
	exit(0);
}
