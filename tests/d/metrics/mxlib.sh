# Sourced by the tests here: dtrace serving -x metrics on a port it picks
# (port 0; its "metrics at URL" message tells which), and clean-up.
tmp=$(mktemp -d)
DT_PID= PROM_PID=
cleanup() {
	[ -n "$DT_PID" ] && kill -INT "$DT_PID" 2>/dev/null && wait "$DT_PID"
	[ -n "$PROM_PID" ] && kill "$PROM_PID" 2>/dev/null && wait "$PROM_PID"
	# cgroups a test made (deepest last in CG_DIRS): removed once empty
	local i
	for ((i = ${#CG_DIRS[@]} - 1; i >= 0; i--)); do rmdir "${CG_DIRS[$i]}" 2>/dev/null; done
	rm -rf "$tmp"
}
CG_DIRS=()
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

# An exposition without dtrace's own series (build info, drops, errors,
# lost firings, scrapes: tests/d/metrics/tst.self.sh looks at those).
user_series() {
	grep -v -E -e '^dtrace_(build_info|(drops|errors|lost_firings|scrapes)_total)[{ ]' \
		-e '^# (HELP|TYPE) dtrace_(build|build_info|drops|errors|lost_firings|scrapes)(_total)? '
}

# Prometheus (Debian's) on a free port scraping 127.0.0.1:PORT every
# second: start_prometheus PORT sets PPORT and PROM_PID; query PROMQL
# prints the first result's value ("" when none yet); await PROMQL VALUE
# waits (60 s at most) until Prometheus answers VALUE.
prom_ready() {
	kill -0 "$PROM_PID" 2>/dev/null &&
	curl -sf --max-time 2 -o /dev/null "http://127.0.0.1:$PPORT/-/ready"
}
# A free port (picked by binding port 0; should another process take it
# meanwhile, Prometheus exits and start_prometheus tries another).
free_port() {
	python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}
start_prometheus() {
	cat >"$tmp/prometheus.yml" <<-YML
	global:
	  scrape_interval: 1s
	  scrape_timeout: 1s
	  evaluation_interval: 1s
	scrape_configs:
	  - job_name: dtrace
	    static_configs:
	      - targets: ['127.0.0.1:$1']
	YML
	for attempt in 1 2 3; do
		PPORT=$(free_port)
		prometheus --config.file="$tmp/prometheus.yml" --storage.tsdb.path="$tmp/tsdb" \
			--web.listen-address="127.0.0.1:$PPORT" >"$tmp/prom.log" 2>&1 &
		PROM_PID=$!
		wait_for 60 prom_ready && break
		kill "$PROM_PID" 2>/dev/null
		wait "$PROM_PID"
		PROM_PID=
	done
	if [ -z "$PROM_PID" ]; then
		echo "Prometheus did not start"; tail -20 "$tmp/prom.log"; exit 1
	fi
}

# query PROMQL: the value of the first result ("" when none yet).
query() {
	curl -s --max-time 5 --data-urlencode "query=$1" "http://127.0.0.1:$PPORT/api/v1/query" |
	python3 -c '
import json, sys
try:
    r = json.load(sys.stdin)["data"]["result"]
    print(r[0]["value"][1] if r else "")
except Exception:
    print("")'
}
# await PROMQL VALUE: until Prometheus answers VALUE (a scrape or two).
await() {
	local end=$((SECONDS + 60))
	until [ "$(query "$1")" = "$2" ]; do
		if [ $SECONDS -ge $end ]; then
			echo "Prometheus never answered $2 to $1 (last: $(query "$1"))"
			return 1
		fi
		sleep 0.5
	done
}

# check_quantiles MATCHERS: the 10th and 50th percentiles of dtrace_bytes
# (label matchers MATCHERS) after 1000 writes of 100 bytes (bucket
# 64..127) and 3000 of 1000 (512..1023) lie in those buckets.
check_quantiles() {
	local p v
	for p in 0.1 0.5; do
		v=$(query "histogram_quantile($p, sum by (le) (dtrace_bytes_bucket{$1}))")
		python3 -c '
import sys
p, v = sys.argv[1], float(sys.argv[2] or "nan")
lo, hi = {"0.1": (63, 127), "0.5": (511, 1023)}[p]
print("quantile %s in (%d, %d]:" % (p, lo, hi), "yes" if lo < v <= hi else "no (%s)" % v)' "$p" "$v"
	done
}
