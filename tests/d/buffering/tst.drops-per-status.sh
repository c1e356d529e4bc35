# dtrace(1M) Utility; Options and Tunables, statusrate: drops are counted
# per kind and CPU and reported at status checks, not at each read of the
# buffer.  With a 10-second status interval (its first check at once,
# then at the end of a shorter run), a target making thousands of reads on
# CPU 0 whose records overflow a 4 KiB buffer read a hundred times a
# second (three 1 KiB records a read) is reported at most twice, each
# time "N drops on CPU 0" with N the drops since the last report.
# @@needs: command -v taskset
$DTRACE -q -b 4k -x switchrate=100hz -x statusrate=10s -n '
	syscall::read:entry /pid == $target/ { tracemem(curthread, 1024); }' \
	-c 'taskset -c 0 dd if=/dev/zero of=/dev/null bs=1 count=50000 status=none' 2>&1 >/dev/null |
	awk '/^dtrace: [0-9]+ drops on CPU 0$/ { n++; next } { print } END { print (n >= 1 && n <= 2) ? "reported at most twice" : n " reports" }'
echo "exit ${PIPESTATUS[0]}"
