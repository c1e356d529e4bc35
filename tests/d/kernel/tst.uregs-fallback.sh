# uregs[] on kernels without bpf_task_pt_regs() (5.10: nor
# bpf_get_current_task_btf(), "invalid func unknown#158") reads the user
# registers where x86-64 saves them, the top of the task's kernel stack:
# the same values as through the helper (forced here with
# _DTRACE_KFEAT_OFF=task_pt_regs): the user code and stack segments and a
# user stack pointer.
for off in "" task_pt_regs; do
	_DTRACE_KFEAT_OFF=$off $DTRACE -qn '
	syscall::exit_group:entry /pid == $target/ {
		printf("cs=%x ss=%x user sp=%d\n", uregs[R_CS], uregs[R_SS],
		    uregs[R_SP] > 0x10000 && uregs[R_SP] < 0x800000000000);
	}' -c /bin/true
done
