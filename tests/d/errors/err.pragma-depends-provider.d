/* @@opts: -xerrtags */
/* Stability / Versioning: #pragma D depends_on a provider that does not
 * exist (D_PRAGMA_DEPEND). */
#pragma D depends_on provider nosuchprovider

BEGIN
{
	exit(0);
}
