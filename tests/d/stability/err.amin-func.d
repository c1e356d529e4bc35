/* @@opts: -xerrtags */
/* htonl() is Evolving/Evolving/Common: below a Stable minimum. */
#pragma D option amin=Stable/Stable/Common

dtrace:::BEGIN
{
	trace(pid + htonl(1));
}
