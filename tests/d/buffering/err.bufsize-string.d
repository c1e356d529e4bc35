/* @@opts: -q -x bufsize=279 */
/*
 * Buffers and Buffering, Buffer Sizes: a principal buffer must hold a perf
 * event header (8), a size (4) and the largest record as DTrace records
 * it: an EPID and a tag (8), then each item at its alignment.  A string
 * takes strsize bytes (256) whatever it holds, and exit() 4: this
 * clause's record is 268 bytes, so 279 bytes are refused (280 are not:
 * tst.bufsize-string.d).
 */
BEGIN
{
	trace(execname);
	exit(0);
}
