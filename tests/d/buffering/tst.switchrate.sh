# Buffers and Buffering, switch Policy: the consumer reads the principal
# buffer at switchrate, and what the probes record in between must fit in
# it, or is dropped ("N drops on CPU M").  A 4 KiB buffer holds three of
# the 1 KiB records of eight writes made within the first of a 10 s
# switchrate (the target ends long before: its exit ends the run, then the
# rest is read): five are dropped, however far apart the writes are (here
# 50 ms, more than dtrace takes to read a buffer when switchrate is unset),
# counted over the CPUs the target ran on.
trap 'rm -f w8.$$' EXIT
echo 'for i in 1 2 3 4 5 6 7 8; do echo $i; sleep 0.05; done' > w8.$$
$DTRACE -x switchrate=10s -q -b 4k -n 'syscall::write:entry /pid == $target/ { tracemem(curthread, 1024); }' \
	-c "sh w8.$$" 2>&1 >/dev/null |
	awk '/^dtrace: [0-9]+ drops? on CPU [0-9]+$/ { n += $2; next } { print } END { print n " dropped" }'
echo "exit ${PIPESTATUS[0]}"
