# SIGINT, SIGTERM and SIGKILL while dtrace prints one line per system call
# under a syscall flood: dtrace exits (0 for INT/TERM, within 30 s: closing hundreds of tracepoint events takes the kernel a while) and no
# BPF program, map or link it held is left behind.
# @@timeout: 400
. ./lib.sh
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for sig in INT TERM KILL; do
	pids=$(workload 30)
	# a wrapper shell waits for dtrace, so that bash's "Killed" job notice
	# goes to the wrapper's (discarded) stderr, not into our output
	rm -f "$tmp/pid"
	( $DTRACE -n 'syscall:::entry { printf("%d %s\n", pid, probefunc); }' \
		>/dev/null 2>"$tmp/err" & echo $! > "$tmp/pid"; wait $! ) 2>/dev/null &
	w=$!
	until [ -s "$tmp/pid" ]; do sleep 0.05; done
	d=$(cat "$tmp/pid")
	if ! wait_ready $d "$tmp/err"; then
		echo "SIG$sig: dtrace did not start"; cat "$tmp/err"; kill $d $pids; continue
	fi
	wait_held $d
	bpf_ids $d > "$tmp/ids"
	n=$(wc -l < "$tmp/ids")
	sleep 1
	kill -$sig $d
	# after SIGKILL the kernel itself closes the attachments while the
	# process exits, one RCU grace period per tracepoint: a minute or
	# more under this load
	limit=300; [ $sig = KILL ] && limit=1800
	for i in $(seq $limit); do kill -0 $d 2>/dev/null || break; sleep 0.1; done
	if kill -0 $d 2>/dev/null; then
		echo "SIG$sig: still running after $((limit / 10)) s"; kill -KILL $d
	fi
	wait $w; rc=$?
	kill $pids 2>/dev/null; wait $pids 2>/dev/null
	echo "SIG$sig: exit $rc, held objects: $([ "$n" -gt 2 ] && echo yes || echo no)," \
		"left behind: $(settle "$tmp/ids"), uprobes: $(uprobes)"
done
