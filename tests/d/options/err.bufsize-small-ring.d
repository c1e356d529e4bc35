/* @@opts: -q */
/*
 * Buffers and Buffering: whatever the policy, a principal buffer that
 * cannot hold the largest record is refused when tracing starts (a ring
 * buffer as much as a switch or fill one): 16 bytes hold no record.
 */
#pragma D option bufpolicy=ring
#pragma D option bufsize=16

BEGIN
{
	trace(1);
	exit(0);
}
