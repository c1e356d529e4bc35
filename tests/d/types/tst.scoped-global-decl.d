/*
 * A global declared at the top level with a scoped type name (Guide,
 * "Type and Constant Definitions": module`name names the type of that
 * module): vmlinux`dev_t is the kernel's 32-bit dev_t, D`int64_t ours; a
 * pointer to a scoped type too.  At the start of a clause such a name is
 * a declaration when it names a type, not a probe description.
 * @@opts: -q
 */
vmlinux`dev_t d;
D`int64_t w;
vmlinux`dev_t *p;

BEGIN
{
	d = 0x100001;
	w = -1;
	printf("%d %d %d %d %d\n", sizeof (d), sizeof (w), sizeof (*p), d, w);
	exit(0);
}
