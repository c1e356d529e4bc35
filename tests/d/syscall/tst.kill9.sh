# @@timeout: 120
# kill -9 of a session tracing every syscall leaves none of its BPF
# programs, maps or links within 2 s: its attachments are two raw
# tracepoint links (no tracepoint perf events, whose close waits for RCU
# grace periods), gone with the process.  (2 s times TEST_TIMEOUT_SCALE:
# a TCG guest, 4, took 2.4 s on a loaded host.)
. ./lib.sh
trap 'kill -9 $pid 2>/dev/null; rm -f out.$$' EXIT
start_session out.$$ 'syscall:::entry,syscall:::return { x = 1; } BEGIN { printf("go\n"); }' ||
	exit 1
ids=$(bpf_ids $pid)
nprobes=$($DTRACE -l -n 'syscall:::entry,syscall:::return' | tail -n +2 | wc -l)
# the clause's program is the same for every syscall: loaded once per
# direction (and BEGIN's, and the two dispatchers)
nprogs=$(grep -c '^prog' <<<"$ids")
[ $nprogs -ge 3 ] && echo "programs loaded"
[ $nprogs -lt 10 ] && [ $nprobes -gt 100 ] && echo "one program for every syscall"
[ $(grep -c '^link' <<<"$ids") -eq 2 ] && echo "two links"
limit=$((2000 * ${TEST_TIMEOUT_SCALE:-1}))
exec 3>&2 2>/dev/null	# not bash's "Killed" job report
kill -9 $pid
t0=$(date +%s%N)
wait $pid
exec 2>&3 3>&-
while :; do
	left=$("$BPF_ALIVE" <<<"$ids")
	ms=$((($(date +%s%N) - t0) / 1000000))
	[ "$left" -eq 0 ] || [ $ms -gt $limit ] && break
	sleep 0.05
done
echo "objects left: $left"
[ $ms -le $limit ] && echo "within 2 s (times TEST_TIMEOUT_SCALE)" || echo "after $ms ms"
