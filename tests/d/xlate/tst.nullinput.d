/* Members that do not dereference the input work on a NULL input. */
#pragma D option quiet

struct task_struct *T;

BEGIN
{
	T = 0;
	printf("addr %p\n", xlate <psinfo_t> (T).pr_addr);
	printf("projid %d\n", xlate <psinfo_t *> (T)->pr_projid);
	exit(0);
}

ERROR
{
	exit(1);
}
