# Shared by the syscall tests: start a dtrace session in the background and
# wait until BEGIN has run, i.e. every probe is attached (bounded by the
# runner's timeout, not by a guess at the machine's speed).
#   start_session OUT D-PROGRAM: sets $pid; the program's BEGIN must print
#   "go".  Returns 1 when it never got there.
start_session() {
	local out=$1
	shift
	: >"$out"	# now: the job's own redirection may come after the first grep
	$DTRACE -qn "$@" >"$out" 2>&1 &
	pid=$!
	while :; do
		grep -q '^go$' "$out" 2>/dev/null && return 0
		kill -0 $pid 2>/dev/null || break
		sleep 0.1
	done
	cat "$out" >&2
	return 1
}

# fd_kinds PID: "perf events: N, links: M" (the attachments PID holds)
fd_kinds() {
	local l
	l=$(ls -l /proc/$1/fd 2>/dev/null)
	echo "perf events: $(grep -c 'perf_event' <<<"$l"), links: $(grep -c 'bpf_link' <<<"$l")"
}

# bpf_ids PID: "prog ID" / "map ID" / "link ID" lines of every BPF object
# PID holds an fd of (for $BPF_ALIVE)
bpf_ids() {
	grep -h '^\(prog\|map\|link\)_id:' /proc/$1/fdinfo/* 2>/dev/null |
		sed 's/_id:[[:space:]]*/ /' | sort -u
}
