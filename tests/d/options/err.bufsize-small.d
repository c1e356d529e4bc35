/* @@opts: -q */
/* 16 bytes cannot hold the record of trace() and its header. */
#pragma D option bufsize=16

BEGIN
{
	trace(1);
	exit(0);
}
