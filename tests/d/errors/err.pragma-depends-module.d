/* @@opts: -xerrtags */
/* #pragma D depends_on a kernel module that is not present
 * (D_PRAGMA_DEPEND). */
#pragma D depends_on module nosuch_module_xyz

BEGIN
{
	exit(0);
}
