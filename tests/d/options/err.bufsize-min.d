/* @@opts: -q -b7 */
/*
 * Buffers and Buffering: a principal buffer that cannot hold the largest
 * record (a perf_event_header, a size and the default ERROR clause's 48
 * bytes at least: 60) is refused, whatever the policy
 * (tst.bufsize-min.sh: 59 and 60 under each).
 */
BEGIN
{
	exit(0);
}
