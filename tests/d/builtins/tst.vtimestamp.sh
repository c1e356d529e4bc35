# vtimestamp: the thread's time on a CPU in nanoseconds (Variables: "a
# nanosecond timestamp counter that is virtualized to the amount of time
# that the current thread has been running on a CPU"): it does not advance
# while the thread sleeps 300 ms, and advances by the 200 ms of CPU the
# thread then burns (give or take a scheduler tick: Linux brings the
# account up to date at ticks and switches); timestamp counts both.  Not
# compared over the burn: the CPU account runs on the scheduler's clock,
# timestamp on the monotonic one, and in the TCG guests (5.10, 6.1) the
# first ran ahead of the second over 200 ms of burn.
# @@needs: tests/tools/testcc --check
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$TESTCC" -O0 -o "$tmp/vtime" vtime.c
$DTRACE -qn '
syscall::getppid:entry /pid == $target/ { n++; v[n] = vtimestamp; t[n] = timestamp; }
syscall::getppid:entry /pid == $target && n == 3/ {
	this->slept = v[2] - v[1];
	this->burned = v[3] - v[2];
	printf("asleep: vtimestamp %s, timestamp %s\n",
	    this->slept < 100000000 ? "still" : "MOVED",
	    t[2] - t[1] >= 300000000 ? "moved" : "STILL");
	printf("burning: vtimestamp %s\n",
	    this->burned >= 180000000 && this->burned <= 260000000 ? "moved 200 ms" :
	    lltostr(this->burned));
	exit(0);
}' -c "$tmp/vtime"
