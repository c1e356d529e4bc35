# uregs[] on a kernel without bpf_task_pt_regs() (5.10: nor
# bpf_get_current_task_btf(), "invalid func unknown#158") reads the user
# registers where x86-64 saved them, at the top of the task's kernel
# stack: the user code and stack segments and a user stack pointer.  (Not
# forced on newer kernels: since 6.9 FRED kernels may pad the stack top,
# which only kernels with the helper do.)
# @@needs: ! grep -qw bpf_task_pt_regs /proc/kallsyms
$DTRACE -qn '
syscall::exit_group:entry /pid == $target/ {
	printf("cs=%x ss=%x user sp=%d\n", uregs[R_CS], uregs[R_SS],
	    uregs[R_SP] > 0x10000 && uregs[R_SP] < 0x800000000000);
}' -c /bin/true
