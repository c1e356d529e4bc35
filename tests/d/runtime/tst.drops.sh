# A ring buffer too small for what the probes record: DTrace reports drops
# per CPU ("dtrace: N drops on CPU M") on stderr, and tracing goes on.
# dd makes a read() every microsecond or so: a 4 KiB buffer holds three
# 1 KiB records, too few to wait for the consumer to wake up.
trap 'rm -f err.$$' EXIT
$DTRACE -q -b 4k -n 'syscall::read:entry /pid == $target/ { tracemem(curthread, 1024); }' \
	-c 'dd if=/dev/zero of=/dev/null bs=1 count=300000 status=none' >/dev/null 2>err.$$
rc=$?
grep -q 'dtrace: [0-9]* drops* on CPU [0-9]' err.$$ && echo "drops reported" || cat err.$$
rm -f err.$$
echo "status $rc"
