# Bad clients (abuse.py: oversized, garbage, slowloris, 50 idle and 50
# simultaneous connections) while a workload runs: every case ends, the
# endpoint keeps answering, and the script's records and aggregations
# are complete afterwards.
# @@needs: command -v curl && command -v python3
# @@timeout: 120
. ./mxlib.sh
# The workload is dd under a name of this run's own ($$1 below), so that
# nothing else (another run of this test) counts; keys say "mxload".
name=mx$$
cp /usr/bin/dd "$tmp/$name"
start_dtrace -q -n '
syscall::write:entry /execname == $$1/ { @writes["mxload"] = count(); @size["mxload"] = quantize(arg2); }
syscall::exit_group:entry /execname == $$1/ { printf("mxload run %d done\n", ++runs); }' "$name"
# 20 runs spread over the abuse (the pause only spreads them out).
(for i in $(seq 20); do "$tmp/$name" if=/dev/zero of=/dev/null bs=1000 count=1000 status=none; sleep 0.2; done) &
load=$!
python3 abuse.py "$PORT" || echo "abuse.py failed"
wait $load
# The endpoint sees all 20000 writes.
want='dtrace_writes_total{key0="mxload"} 20000'
wait_for 30 sh -c "curl -s --max-time 5 '$URL' | grep -qxF '$want'" || echo "never saw: $want"
stop_dtrace
echo "exit status $?"
cat "$tmp/dt.out"
dt_stderr
