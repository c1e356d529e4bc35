# stack(1), a stack(1) key and caller while another session's program is
# on the same tracepoint (raw_syscalls' sys_enter, which both sessions'
# syscall probes dispatch from): the kernel then calls the programs
# through the tracepoint's iterator (__traceiter_sys_enter), a frame of
# the tracer, skipped in the kernel: one frame is still the probe site's,
# never nothing.
. ../syscall/lib.sh
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -f out.$$' EXIT
start_session out.$$ 'syscall:::entry { @ = count(); } BEGIN { printf("go\n"); }' || exit 1
echo "other session attached"
$DTRACE -qn 'syscall::*read*:entry /pid == $target/ {
	stack(1); @[stack(1)] = count(); printf("caller is the frame: %d\n", caller != 0);
	exit(0);
}' -c 'cat /etc/hostname' 2>&1 | awk '
	/^caller/ { print; next }
	NF == 1 && $1 ~ /^[0-9]+$/ { print "count " $1; next }
	NF == 1 && $1 ~ /`/ { printf("frame: %s\n", ($1 ~ /__traceiter_|`bpf_|^bpf`/ ? "ours: " $1 : "probe site")); next }
	NF && $0 != "'"$(cat /etc/hostname)"'" { print "other: " $0 }'
