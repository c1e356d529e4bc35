/* @@opts: -xerrtags */
/*
 * Stability: Stability Enforcement.  With amin, a clause whose probe
 * description has attributes below the minimum is refused (D_ATTR_MIN); a
 * description without a provider has Unstable/Unstable/Common attributes.
 */
#pragma D option amin=Evolving/Evolving/Common

BEGIN
{
	exit(0);
}
