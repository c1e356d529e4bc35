/* @@opts: -q */
/*
 * Buffers and Buffering, "fill Policy and END Probes": a fill buffer large
 * enough for END's enabling (one 64-byte string here) starts, and END's
 * record is there.
 */
#pragma D option bufpolicy=fill
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
