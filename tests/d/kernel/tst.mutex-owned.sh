# mutex_owned() and mutex_owner() read the owner where this kernel's BTF
# puts it: struct mutex's `owner`, or on PREEMPT_RT (6.1-rt) the rt_mutex's
# `rtmutex.owner` (reading offset 0 there gave 0 for every mutex: a silent
# wrong value).  At mutex_unlock's entry the mutex is held by the thread
# unlocking it.  Every Linux mutex is adaptive in the guide's sense (it
# spins while its owner runs, then sleeps), none a spin mutex: the type
# tests read the real mutex too.  In a guest: the host has no kprobes.
# @@needs: test -e /sys/bus/event_source/devices/kprobe
# @@timeout: 300
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
echo 'ls -lR /proc/self/ >/dev/null 2>&1' >"$d/work"
$DTRACE -qn '
fbt::mutex_unlock:entry {
	@[mutex_owned(args[0]), mutex_owner(args[0]) == curthread,
	    mutex_type_adaptive(args[0]), mutex_type_spin(args[0])] = max(1);
}' -c "sh $d/work"
