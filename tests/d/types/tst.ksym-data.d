/* Kernel data symbols (kernels with CONFIG_KALLSYMS_ALL): a per-CPU
 * variable typed from BTF reads this CPU's copy; a global BTF does not
 * describe is read through a cast of its address.
 * BTF describes per-CPU variables where pahole encoded them (not 5.10):
 * @@needs: grep -qw max_pfn /proc/kallsyms && grep -qw runqueues /proc/kallsyms && grep -qa runqueues /sys/kernel/btf/vmlinux
 */
#pragma D option quiet
BEGIN
{
	printf("runqueues.cpu is this cpu: %d\n", `runqueues.cpu == cpu);
	printf("max_pfn > 0: %d\n", *(unsigned long *)&`max_pfn > 0);
	exit(0);
}
