/* @@opts: -q */
/*
 * Buffers and Buffering: only the fill policy reserves END's space.  Under
 * the default switch policy, the buffer of options/err.end-fill.d (120
 * bytes, two END clauses of a 64-byte string each) is enough: every record
 * fits on its own.
 */
#pragma D option bufsize=120
#pragma D option strsize=64

BEGIN
{
	exit(0);
}

END
{
	printf("%s\n", probename);
}

END
{
	printf("%s\n", probeprov);
}
