# -x metrics: the exposition of fixed aggregations (every aggregating
# function, string/integer/escaped keys, a keyless and the anonymous one)
# as Prometheus text by default and as OpenMetrics when the client asks
# for it; HEAD, other paths and methods; the script's own output after.
# @@needs: command -v curl
# @@timeout: 90
. ./mxlib.sh
cat >"$tmp/x.d" <<'D'
#pragma D option quiet
BEGIN
{
	@calls["read", 1] = count();
	@calls["read", 1] = count();
	@calls["write", -2] = count();
	@calls["a\"b\\c\nd", 3] = count();
	@bytes["read"] = sum(100);
	@bytes["write"] = sum(-5);
	@lat["read"] = quantize(0);
	@lat["read"] = quantize(5);
	@lat["read"] = quantize(1000);
	@lat["write"] = quantize(-3);
	@high = max(42);
	@low = min(-7);
	@mean = avg(10);
	@mean = avg(21);
	@dev = stddev(2);
	@dev = stddev(4);
	@lin = lquantize(25, 0, 50, 10);
	@lin = lquantize(-1, 0, 50, 10);
	@log = llquantize(150, 10, 0, 2, 10);
	@ = count();
}
D
start_dtrace -s "$tmp/x.d"
echo "== GET /metrics"
curl -s -D "$tmp/h" "$URL" | user_series
tr -d '\r' <"$tmp/h" | grep -i -e '^HTTP' -e '^content-type'
echo "== GET /metrics, Accept: OpenMetrics (as Prometheus asks)"
curl -s -D "$tmp/h" -H 'Accept: application/openmetrics-text;version=1.0.0,application/openmetrics-text;version=0.0.1;q=0.75,text/plain;version=0.0.4;q=0.5,*/*;q=0.1' "$URL" | user_series
tr -d '\r' <"$tmp/h" | grep -i -e '^HTTP' -e '^content-type'
echo "== HEAD /metrics"
curl -s -I "$URL" | tr -d '\r' | grep -i -e '^HTTP' -e '^content-type' -e '^connection'
echo "== GET /"
curl -s -w '%{http_code}\n' "${URL%/metrics}/"
echo "== POST /metrics"
curl -s -w '%{http_code}\n' -d x=1 "$URL"
stop_dtrace
echo "== exit status $?, output:"
cat "$tmp/dt.out"
dt_stderr
