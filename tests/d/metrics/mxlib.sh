# Sourced by the tests here: dtrace serving -x metrics on a port it picks
# (port 0; its "metrics at URL" message tells which), and clean-up.
tmp=$(mktemp -d)
DT_PID= PROM_PID=
cleanup() {
	[ -n "$DT_PID" ] && kill -INT "$DT_PID" 2>/dev/null && wait "$DT_PID"
	[ -n "$PROM_PID" ] && kill "$PROM_PID" 2>/dev/null && wait "$PROM_PID"
	rm -rf "$tmp"
}
trap cleanup EXIT

# wait_for SECONDS CMD...: CMD until it succeeds, at most SECONDS.
wait_for() {
	local end=$((SECONDS + $1))
	shift
	until "$@"; do
		[ $SECONDS -ge $end ] && return 1
		sleep 0.1
	done
}

# start_dtrace ARGS...: dtrace -x metrics=0 ARGS in the background; sets
# URL and PORT once the endpoint answers (then BEGIN has run and every
# probe records: serving starts with the consumer loop).
start_dtrace() {
	start_dtrace_as_is -x metrics=0 "$@"
}

# start_dtrace_as_is ARGS...: the same when ARGS set -x metrics.
start_dtrace_as_is() {
	# Emptied here, not by the background job's own redirection: that
	# runs later, and the wait below would read the last session's URL.
	: >"$tmp/dt.err"
	$DTRACE "$@" >"$tmp/dt.out" 2>"$tmp/dt.err" &
	DT_PID=$!
	if ! wait_for 30 grep -qs '^dtrace: metrics at ' "$tmp/dt.err"; then
		echo "no metrics endpoint"; cat "$tmp/dt.err"; exit 1
	fi
	URL=$(sed -n 's/^dtrace: metrics at //p' "$tmp/dt.err")
	PORT=${URL##*:}
	PORT=${PORT%%/*}
	if ! wait_for 30 curl -sf -o /dev/null --max-time 5 "$URL"; then
		echo "the endpoint does not answer"; exit 1
	fi
}

# stop_dtrace: Ctrl-C, as a user ends a script; its exit status.
stop_dtrace() {
	local rc
	kill -INT "$DT_PID"
	wait "$DT_PID"
	rc=$?
	DT_PID=
	return $rc
}

# dtrace's stderr without the endpoint's address (the port varies).
dt_stderr() {
	grep -v '^dtrace: metrics at ' "$tmp/dt.err" || true
}
