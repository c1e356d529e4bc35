/* @@opts: -q */
/*
 * Buffers and Buffering: only the fill policy reserves END's space (each
 * END record and its alignment: 80 bytes for a 64-byte string after the
 * 4-byte EPID, 8-aligned).  Under the default switch policy a buffer of
 * 144 bytes, less than the two reserves of options/err.end-fill.d, is
 * enough: the two END records (72 bytes each) fit together.
 */
#pragma D option bufsize=144
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
