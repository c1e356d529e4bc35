/*
 * A module-scoped type name (Type and Constant Definitions: "module`name")
 * names that module's type: vmlinux`dev_t is the kernel's 32-bit dev_t,
 * the type getmajor() and getminor() take and give, whatever D's own
 * dev_t is; in a cast and in sizeof alike.
 */
#pragma D option quiet

BEGIN
{
	this->d = (vmlinux`dev_t)0x123456789;
	printf("%d %d %d\n", sizeof(vmlinux`dev_t), sizeof(this->d), sizeof(getmajor(0)));
	printf("%x %d\n", this->d, sizeof(vmlinux`pid_t));
	exit(0);
}
