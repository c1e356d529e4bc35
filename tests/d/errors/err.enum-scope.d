/* @@opts: -xerrtags */
/* Type and Constant Definitions: an enumerator name may not use D's
 * scoping operator. */
enum e { vmlinux`E1 };

BEGIN
{
	exit(0);
}
