# Scrapes read the aggregations and never change them (two scrapes agree,
# and the end-of-run output has every value); the script's own trunc()
# and clear() show in the next scrape.
# @@needs: command -v curl
# @@timeout: 90
. ./mxlib.sh
name=mx$$
cp /bin/true "$tmp/$name"
start_dtrace -q -n '
BEGIN { @a["x"] = count(); @a["y"] = count(); @b = sum(5); }
syscall::exit_group:entry /execname == $$1/ { trunc(@a, 1); clear(@b); @after = count(); }' "$name"
curl -s "$URL" | user_series | grep -v '^#' >"$tmp/s1"
curl -s "$URL" | user_series | grep -v '^#' >"$tmp/s2"
cat "$tmp/s1"
cmp -s "$tmp/s1" "$tmp/s2" && echo "a second scrape: the same"
"$tmp/$name"
# Once the consumer has run the actions (trunc first): @b is 0.
wait_for 30 sh -c "curl -s '$URL' | grep -qx 'dtrace_b 0'" || echo "the actions never showed"
curl -s "$URL" | user_series | grep -v '^#'
stop_dtrace
echo "exit status $?"
cat "$tmp/dt.out"
dt_stderr
