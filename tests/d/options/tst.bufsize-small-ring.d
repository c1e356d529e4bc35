/* @@opts: -q */
/* A ring buffer keeps the most recent records: a small one is no error. */
#pragma D option bufpolicy=ring
#pragma D option bufsize=16

BEGIN
{
	trace(1);
	exit(0);
}
