# -x metricsbuckets: "trim" shows the buckets from one below the first
# used to the last used (each le keeps its cumulative count, so
# histogram_quantile stays right); a count N then keeps every k-th bucket
# down from the highest used, at most N; +Inf, _count and _sum always.
# The range shown only grows: a bucket series, once there, stays.
# MIN:MAX keeps the buckets whose le is in [MIN, MAX], whatever the data
# (the same on every host: sum by (le) across hosts stays right).  A bad
# spec fails before anything is loaded.
# @@needs: command -v curl
# @@timeout: 90
. ./mxlib.sh
for spec in trim 3 100:5000; do
	start_dtrace -q -x metricsbuckets=$spec -n '
	BEGIN { @q = quantize(100); @q = quantize(1000); @q = quantize(70000);
		@l = lquantize(5, 0, 100, 10); }
	tick-50ms /n++ == 2/ { @q = quantize(3); }'
	wait_for 30 sh -c "curl -s '$URL' | grep -qx 'dtrace_q_count 4'"
	echo "== $spec"
	curl -s "$URL" | user_series | grep -e '_bucket' -e '_count'
	stop_dtrace >/dev/null
done
for spec in 0 x -1 3x 5:1 1:x; do
	$DTRACE -q -x metrics=0 -x "metricsbuckets=$spec" -n 'BEGIN { exit(0); }' 2>&1
	echo "exit status $?"
done
