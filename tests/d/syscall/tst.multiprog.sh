# @@timeout: 120
# Two programs of one session (-n, -n) enabling the same syscalls: a
# dispatch slot holds one program, so the second keeps a tracepoint per
# syscall; both fire, each once per read.
$DTRACE -qn '
syscall:::entry /pid == $target && probefunc == "read" && arg2 == 1234/ { printf("first\n"); }' -n '
syscall:::entry /pid == $target && probefunc == "read" && arg2 == 1234/ { printf("second\n"); }' \
	-c 'dd if=/dev/zero of=/dev/null bs=1234 count=2 status=none'
