/*
 * Options and Tunables: rawbytes.  trace() of a string dumps the string's
 * whole buffer (strsize + 1 bytes), the NULs after a short string
 * included, as DTrace does.
 */
#pragma D option rawbytes
#pragma D option strsize=8
#pragma D option quiet

BEGIN
{
	y = probename;
	trace(y);
	trace("abcdefghijk");
	exit(0);
}
