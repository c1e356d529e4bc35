/* @@opts: -q */
/*
 * Stability: Stability Enforcement.  The dtrace provider's name and probe
 * name are Stable/Stable/Common: dtrace:::BEGIN meets an Evolving minimum
 * (empty module and function fields do not count).
 */
#pragma D option amin=Evolving/Evolving/Common

dtrace:::BEGIN
{
	exit(0);
}
