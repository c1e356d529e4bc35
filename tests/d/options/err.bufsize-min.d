/* @@opts: -q -b59 */
/*
 * Buffers and Buffering: the principal buffer must hold a perf event
 * header, a size and the largest record; DTrace's default ERROR clause
 * records five 64-bit values, so 59 bytes hold no program at all.
 */
BEGIN
{
	exit(0);
}
