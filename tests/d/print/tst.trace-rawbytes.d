/*
 * Guide, "Options and Tunables" (rawbytes) and "Data Recording Actions:
 * trace()": with rawbytes, trace() of a string shows its whole buffer
 * (strsize bytes and the terminating NUL) as a hex dump, NUL-padded after
 * the string, whatever string the buffer held before.
 */
#pragma D option quiet
#pragma D option rawbytes
#pragma D option strsize=8

BEGIN
{
	s = "abcdefgh";
	trace(s);
	s = "ab";
	trace(s);
	trace("");
	exit(0);
}
