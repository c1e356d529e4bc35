# stackdepth is the number of frames stack() prints at the same firing
# (kernel tracepoint and raw-tracepoint probes), and ustackdepth that of
# ustack() in a process.  (ustackdepth counts the kernel's frame-pointer
# walk; ustack() unwinds further by CFI from its copy of the stack, which
# -x ustackcopy=0 leaves out.)
count() {
	awk '/^depth/ { d = $2; next } /[`+]|0x/ { n++ }
	END { print (d == n && n > 0) ? "'"$1"': depth = frames printed" : "'"$1"': depth " d ", frames " n }'
}
$DTRACE -qn 'sdt:sched::sched_switch { printf("depth %d\n", stackdepth); stack(); exit(0); }' | count sdt
$DTRACE -qn 'sched:::on-cpu { printf("depth %d\n", stackdepth); stack(); exit(0); }' | count sched
$DTRACE -x ustackcopy=0 -qn 'syscall::openat:entry /pid == $target/ { printf("depth %d\n", ustackdepth); ustack(); exit(0); }' \
	-c '/bin/cat /dev/null' | count ustack
