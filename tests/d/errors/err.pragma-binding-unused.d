/* @@opts: -xerrtags */
/* Versioning: #pragma D binding of an identifier the program never
 * defines (D_PRAGMA_UNUSED). */
#pragma D binding "1.0" nosuch

BEGIN
{
	exit(0);
}
