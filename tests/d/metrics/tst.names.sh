# -x metrics names: a family whose samples would reuse an earlier one's
# names gets its aggregation id appended; key bytes that are not UTF-8
# become U+FFFD (Prometheus refuses a whole scrape for one); a stack()
# key is one label, outermost frame first, ';' between; promtool parses it.
# Its two string keys take 536 bytes: a kernel that caps map keys at 512
# (5.10) refuses them in one sentence (kernel/tst.key-size), so it skips there.
# @@needs: command -v curl && ! python3 tests/d/kernel/small-keys.py
# @@timeout: 90
. ./mxlib.sh
start_dtrace -q -n '
BEGIN {
	@x = count();
	@x_total = sum(1);
	@y_bucket = max(2);
	@y = quantize(1);
	@s["caf\303\251", "\377bad"] = count();
	@st[stack()] = count();
}'
curl -s "$URL" | user_series >"$tmp/scrape"
grep -v -e '^#' -e '_bucket' -e 'dtrace_st_total' "$tmp/scrape"
grep -e '^# TYPE' "$tmp/scrape"
stop_dtrace
echo "exit status $?"
# The stack label: the frames the text output shows, reversed.
frames=$(awk '/^$/ { next } /`/ { print $1 }' "$tmp/dt.out" | tac | paste -sd';')
if grep -qF "dtrace_st_total{key0=\"$frames\"} 1" "$tmp/scrape"; then
	echo "stack label: the printed frames, outermost first"
else
	echo "stack label differs from: $frames"; grep dtrace_st_total "$tmp/scrape"
fi
# promtool parses it (exit 1 on a parse error; 3 is its lint about the
# names this script chose, such as a gauge called y_bucket).
if command -v promtool >/dev/null; then
	promtool check metrics <"$tmp/scrape" >"$tmp/lint" 2>&1
	[ $? = 1 ] && cat "$tmp/lint"
fi
echo done
