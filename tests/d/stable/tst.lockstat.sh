# lockstat provider: contended mutexes (a pipe's, under four writers) fire
# adaptive-spin or adaptive-block with the lock and the time it took.
# The workload repeats until the first contention is seen (or 2 minutes).
# Needs lock:contention_begin/end (Linux 5.19; before, kernel/tst.lockstat-lacks
# checks the sentence instead).
# @@needs: test -e /sys/kernel/tracing/events/lock/contention_begin
stop=$(mktemp -u)
$DTRACE -qs /dev/stdin -c "./lock-work.sh $stop" <<'D'
lockstat:::adaptive-spin, lockstat:::adaptive-block
/progenyof($target) && arg0 != 0 && arg1 > 0/
{
	printf("adaptive contention seen\n");
	exit(0);
}
D
echo "status $?"
touch "$stop"	# ends a workload dtrace left running, after its round
for _ in $(seq 1300); do
	pgrep -f "lock-work.sh $stop" >/dev/null || break
	sleep 0.1
done
rm -f "$stop"
