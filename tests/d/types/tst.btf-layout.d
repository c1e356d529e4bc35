/* Kernel struct layouts, typedefs and enumerators come from BTF: these are fixed by
 * the kernel ABI on every 64-bit Linux. */
#pragma D option quiet

BEGIN
{
	printf("%d %d\n", sizeof(struct list_head), offsetof(struct list_head, prev));
	printf("%d\n", sizeof(struct vmlinux`hlist_node));
	printf("%d %d\n", sizeof(atomic_t), sizeof(atomic64_t));
	printf("%d %d\n", sizeof(struct callback_head), offsetof(struct callback_head, func));
	printf("%d %d %d\n", sizeof(enum pid_type), PIDTYPE_PID, PIDTYPE_TGID);
	printf("%d\n", sizeof(struct task_struct) > 1000);
	printf("%d\n", offsetof(struct task_struct, tgid) - offsetof(struct task_struct, pid));
	exit(0);
}
