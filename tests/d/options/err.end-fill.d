/* @@opts: -q */
/*
 * Buffers and Buffering, "fill Policy and END Probes": the space END's
 * enablings may take (all of them: END can fire on a CPU whose buffer has
 * filled) comes off the principal buffer; when nothing is left DTrace
 * refuses to start.  Each END clause here traces a 64-byte string: one
 * fits in 120 bytes, two do not.
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
	trace(probename);
}

END
{
	trace(probeprov);
}
