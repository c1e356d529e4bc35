# A real Prometheus (Debian's) scrapes -x metrics every second while the
# script counts a workload this test runs: its HTTP API returns the exact
# counter, histogram_quantile() over the quantize() buckets lands in the
# right bucket, the target stays up through bad clients, and promtool
# accepts a scrape.  Prometheus asks for OpenMetrics and curl gets the
# Prometheus text: each format passes its own parser.
# @@needs: command -v prometheus && command -v promtool && command -v curl && command -v python3
# @@timeout: 180
. ./mxlib.sh
# The workload is dd under a name of this run's own ($$1 below), so that
# nothing else (another run of this test) counts; keys say "mxload".
name=mx$$
cp /usr/bin/dd "$tmp/$name"
start_dtrace -q -n '
syscall::write:entry /execname == $$1/ { @writes["mxload"] = count(); @bytes["mxload"] = quantize(arg2); }
syscall::exit_group:entry /execname == $$1/ { printf("mxload run %d done\n", ++runs); }' "$name"

# run_load N BS: one workload run, N writes of BS bytes.
run_load() {
	"$tmp/$name" if=/dev/zero of=/dev/null bs="$2" count="$1" status=none
}
run_load 3000 1000
run_load 1000 100

echo "== promtool check metrics"
curl -s --max-time 10 "$URL" >"$tmp/scrape"
promtool check metrics <"$tmp/scrape" && echo accepted

start_prometheus "$PORT"

echo "== Prometheus"
q='sum by (key0) (dtrace_writes_total{key0="mxload"})'
await "$q" 4000 && echo "writes: $(query "$q")"
# 1000 writes of 100 bytes (bucket 64..127), 3000 of 1000 (512..1023).
check_quantiles 'key0="mxload"'

echo "== bad clients while Prometheus scrapes and the workload runs"
run_load 1000 1000 &
load=$!
python3 abuse.py "$PORT" || echo "abuse.py failed"
wait $load
await "$q" 5000 && echo "writes: $(query "$q")"
await 'up{job="dtrace"}' 1 && echo "target up"
curl -s "http://127.0.0.1:$PPORT/api/v1/targets" | python3 -c '
import json, sys
t = json.load(sys.stdin)["data"]["activeTargets"][0]
print("last scrape error:", repr(t["lastError"]))'

stop_dtrace
echo "== exit status $?"
cat "$tmp/dt.out"
dt_stderr
