# -x aggrate: the rate of aggregation reading.  Aggregations are read
# when printed; what reads them on its own, the metrics endpoint, reads
# them at most at aggrate: within an hour's rate a scrape after three
# counted calls is served the reading made before them (no series yet),
# while by default a later scrape shows the three.
# @@needs: command -v curl && cc --version
# @@timeout: 90
. ../metrics/mxlib.sh
# a name of its own: other tests run getppid3 at the same time
cc -O0 -o "$tmp/aggrate_prog" ../stack/getppid3.c || exit 1
prog='syscall::getppid:entry /execname == "aggrate_prog"/ { @calls = count(); }'
series() { curl -s "$URL" | user_series | grep -v '^#'; }
start_dtrace -q -x aggrate=1h -n "$prog"
"$tmp/aggrate_prog"
echo "aggrate=1h: [$(series)]"
stop_dtrace
start_dtrace -q -n "$prog"
"$tmp/aggrate_prog"
wait_for 30 sh -c "curl -s '$URL' | grep -q '^dtrace_calls_total 3$'"
echo "default: [$(series)]"
stop_dtrace
echo "exit status $?"
