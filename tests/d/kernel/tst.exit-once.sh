# exit() is recorded once however many CPUs call it at the same time
# ("Actions and Subroutines: exit"): with the kernel's atomic exchange,
# and with the fallback of kernels without it (5.10: a BPF_NOEXIST insert,
# forced here by _DTRACE_KFEAT_OFF=xchg).  A clause whose exit() lost the
# race records nothing, so its printf never shows: one line per run.
for off in "" xchg; do
	_DTRACE_KFEAT_OFF=$off $DTRACE -qn 'profile-4999 { printf("exit on one CPU\n"); exit(0); }'
done
