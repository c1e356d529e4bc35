/* A kernel built without CONFIG_KALLSYMS_ALL lists only its functions in
 * /proc/kallsyms: a vmlinux object is then unknown because it is not
 * listed, and the error says so, named or scoped (vmlinux`), rather than
 * calling the symbol unknown.  A function's address still resolves.
 * @@needs: ! grep -qw init_task /proc/kallsyms && grep -qw schedule /proc/kallsyms
 */
BEGIN
{
	trace(&`schedule != 0);
	trace(vmlinux`nr_cpu_ids);
	exit(0);
}
