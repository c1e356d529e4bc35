/* @@opts: -q -x bufsize=280 */
/*
 * Buffers and Buffering, Buffer Sizes: a principal buffer must hold a perf
 * event header (8), a size (4) and the largest record as DTrace records
 * it: an EPID and a tag (8), then each item at its alignment.  A string
 * takes strsize bytes (256) whatever it holds, and exit() 4: this
 * clause's record is 268 bytes, so 280 bytes hold it (279 do not:
 * err.bufsize-string.d).
 */
BEGIN
{
	trace(execname);
	exit(0);
}
