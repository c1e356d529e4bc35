/* @@opts: -q -b7 */
/*
 * Buffers and Buffering: DTrace makes no principal buffer under 8 bytes
 * (the size is rounded down to a multiple of 8), and every program has
 * records to keep (its default ERROR clause's at least): 7 bytes are
 * refused, whatever the policy (tst.bufsize-min.sh: 8 are not).
 */
BEGIN
{
	exit(0);
}
