# Timed probes under a syscall flood on both CPUs: the kernel may skip a
# tick's program (another BPF program is running) or fold overrun periods;
# every firing due must then be either seen or reported lost.
# @@timeout: 120
. ./lib.sh
pids=$(workload 30)
trap 'kill $pids 2>/dev/null' EXIT
$DTRACE -q -c 'sleep 4' -n '
syscall::read:entry, syscall::write:entry { @[probefunc] = count(); }
BEGIN { start = timestamp; }
tick-10ms { n++; }
END { printf("seen %d due %d\n", n, (timestamp - start) / 10000000); }' \
	>out.$$ 2>err.$$
rc=$?
kill $pids 2>/dev/null
read -r _ seen _ due < <(grep '^seen' out.$$)
lost=$(sed -n 's/^dtrace: \([0-9]*\) firings\{0,1\} of profile:::tick-10ms lost.*/\1/p' err.$$ |
       awk '{ s += $1 } END { print s + 0 }')
# The kernel may skip the flood's own probes too (seen in a 7.2 guest:
# hundreds of read/write firings), each skip reported; this test checks the
# tick's accounting, so those reports are expected, not "unexpected".
other=$(grep -v -e 'firings\{0,1\} of profile:::tick-10ms lost' \
	-e 'firings\{0,1\} of syscall:vmlinux:[a-z]*:entry skipped by the kernel' err.$$)
# slack: the first and the last period, END's own delay, and the 5% of
# jitter below which dtrace does not report a shortfall
if [ -n "$seen" ] && [ $((seen + lost + 5 + due / 10)) -ge "$due" ]; then
	echo "exit $rc: every tick-10ms firing seen or reported lost"
else
	echo "exit $rc: seen=$seen lost=$lost due=$due"
fi
[ -n "$other" ] && echo "unexpected: $other"
rm -f out.$$ err.$$
