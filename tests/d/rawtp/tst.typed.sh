# rawtp: a tracepoint's own arguments, typed from its btf_trace_<event>
# prototype: sched_process_fork(struct task_struct *parent, *child).
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
printf '/bin/true &\nwait\n' >"$d/s"
$DTRACE -lv -n rawtp:sched::sched_process_fork | grep 'args\['
$DTRACE -qn '
rawtp:sched::sched_process_fork /args[0]->pid == $target/ {
	printf("%s:%s:%s:%s parent=%d child=%d\n", probeprov, probemod, probefunc, probename,
	    args[1]->real_parent == args[0], args[1]->tgid != args[0]->tgid);
	exit(0);
}' -c "sh $d/s"
