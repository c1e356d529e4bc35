# Helpers for the fault tests (sourced by tst.*.sh; not a test itself).
# "Ours" means the BPF objects a given dtrace process holds: their ids come
# from /proc/PID/fdinfo (prog_id / map_id / link_id), so other dtrace
# sessions running on the machine at the same time never confuse the count.

# bpf_ids PID: "prog ID" / "map ID" / "link ID" lines for PID's BPF fds.
bpf_ids() {
	# one grep over every fd (a process per fd takes minutes under load
	# for a session holding hundreds)
	grep -h '^\(prog\|map\|link\)_id:' /proc/"$1"/fdinfo/* 2>/dev/null |
		sed 's/_id:[[:space:]]*/ /' | sort -u
}

# left IDFILE: how many of the objects listed in IDFILE still exist.
left() {
	"$BPF_ALIVE" < "$1"
}

# uprobes: tracefs uprobe_events entries (we use the PMU, so always 0 is
# expected; a stale entry would mean someone wrote one and left it).
uprobes() {
	local f=/sys/kernel/tracing/uprobe_events
	[ -r "$f" ] && { grep -c "dtrace\|dt_" "$f" || true; } || echo 0
}

# wait_ready PID ERRFILE: until dtrace has reported its matched probes (and
# so has loaded and attached everything), or has ended (then 1); the
# runner's timeout bounds the wait, not a guess at how slow a machine is.
wait_ready() {
	while :; do
		grep -q 'matched' "$2" 2>/dev/null && return 0
		kill -0 "$1" 2>/dev/null || return 1
		sleep 0.1
	done
}

# wait_held PID: until dtrace holds more than N (default 2) BPF objects,
# up to 60 s: "matched" is printed once the programs are compiled; loading
# and attaching them takes a while more (long under TCG).
wait_held() {
	local i
	for i in $(seq 600); do
		[ "$(bpf_ids "$1" | wc -l)" -gt "${2:-2}" ] && return 0
		kill -0 "$1" 2>/dev/null || return 1
		sleep 0.1
	done
	return 1
}

# settle IDFILE: objects are freed asynchronously: dtrace leaves closing
# its attachments to a helper process, and the kernel closes tracepoint
# events one RCU grace period at a time (syscall:::entry's ~360 take 15 s
# on a 2-CPU VM); give them up to 60 s.
settle() {
	local i
	for i in $(seq 600); do
		[ "$(left "$1")" = 0 ] && break
		sleep 0.1
	done
	left "$1"
}

# workload SECONDS: a syscall flood on every core (background; prints pids).
# The floods must not hold stdout: pids=$(workload N) would wait for them.
workload() {
	local c
	for c in $(seq "$(nproc)"); do
		timeout "$1" dd if=/dev/zero of=/dev/null bs=1 count=1000000000 >/dev/null 2>&1 &
		echo $!
	done
}
