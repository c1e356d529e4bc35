# @@timeout: 120
# stack() through the raw_syscalls dispatch starts at the probe site (the
# kernel's syscall entry or exit work, or the tracepoint's iterator where
# the kernel has one as a frame), not in the BPF frames that run the
# program.
for dir in entry return; do
	top=$($DTRACE -qn "syscall:::$dir /probefunc == \"read\" && pid == \$target/
		{ stack(); exit(0); }" -c 'cat /etc/hostname' | awk '/`/ && !t { t = $0 } END { print t }')
	case $top in
	*bpf*|'') echo "$dir: stack starts at: $top" ;;
	*syscall*|*__traceiter_sys_e*) echo "$dir: starts in the syscall path" ;;
	*) echo "$dir: stack starts at: $top" ;;
	esac
done
