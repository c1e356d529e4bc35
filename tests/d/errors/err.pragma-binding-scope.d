/* @@opts: -xerrtags */
/* Versioning: #pragma D binding of a built-in identifier (D_PRAGMA_SCOPE). */
#pragma D binding "1.0" trace

BEGIN
{
	exit(0);
}
