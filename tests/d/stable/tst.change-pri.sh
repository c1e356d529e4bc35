# sched:::change-pri under priority inheritance (pi.c): args[0]->pr_pri is
# the thread's priority before the change, args[2] the new one, both on the
# Guide's scale (high is high): a SCHED_OTHER thread at nice 0 is 19, the
# priority a SCHED_FIFO 10 waiter lends it is 50 (the waiter, blocking,
# fires it); then back to 19 (the main thread, unlocking).
# @@needs: chrt -f 1 true
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$TESTCC" -O1 -pthread -o $dir/pi pi.c || exit 1
$DTRACE -qn 'sched:::change-pri /pid == $target && args[0]->pr_lwpid == pid/ {
	printf("%s %d -> %d (%s)\n", args[1]->pr_fname, args[0]->pr_pri, args[2],
	    tid == pid ? "by itself" : "by the waiter");
}' -c $dir/pi
