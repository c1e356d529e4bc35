# @@timeout: 180
# stack() through the raw_syscalls dispatch starts at the probe site (the
# kernel's syscall entry or exit work, or the tracepoint's iterator where
# the kernel has one as a frame), not in the BPF frames that run the
# program, and it is the whole stack rawtp's sees at the same tracepoint
# (rawtp's own frames are left out when printed, the dispatch skips them
# in the kernel: on 5.10 one of them, __bpf_trace_sys_exit, is a tail
# call with no frame, and a fixed count lost syscall_exit_to_user_mode).
first_stack() {	# D program: the first stack() it prints, frames only
	$DTRACE -qn "$1" -c 'cat /etc/hostname' | awk '/`/ { print $1 }' | sed '/^$/d'
}
for dir in entry return; do
	s=$(first_stack "syscall:::$dir /probefunc == \"read\" && pid == \$target/
		{ stack(); exit(0); }")
	top=${s%%$'\n'*}
	case $top in
	*bpf*|'') echo "$dir: stack starts at: $top" ;;
	*syscall*|*__traceiter_sys_e*) echo "$dir: starts in the syscall path" ;;
	*) echo "$dir: stack starts at: $top" ;;
	esac
	tp=sys_enter
	[ $dir = return ] && tp=sys_exit
	r=$(first_stack "syscall::read:entry /pid == \$target/ { self->r = 1; }
		rawtp:::$tp /self->r/ { stack(); exit(0); }")
	[ "$s" = "$r" ] && echo "$dir: the stack rawtp:::$tp sees" ||
		printf '%s: syscall:\n%s\nrawtp:\n%s\n' $dir "$s" "$r"
done
