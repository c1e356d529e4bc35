# -x metricslabels names the labels of keys: per aggregation (@NAME=...,
# @= for the anonymous one), a default list for the others, keyN where
# no name is given; a bad name fails before anything is loaded.  Both
# options also come from the script's pragmas.
# @@needs: command -v curl
# @@timeout: 90
. ./mxlib.sh
start_dtrace -q -x 'metricslabels=@calls=comm,fd; @=cpu; pid' -n '
BEGIN {
	@calls["sh", 3] = count();
	@bytes[42, "x"] = sum(7);
	@[1] = count();
}'
curl -s "$URL" | user_series | grep -v '^#'
stop_dtrace
echo "exit status $?"
cat "$tmp/dt.out"
for spec in '@calls=comm,le' '@calls' 'a-b' '9x' '__x' '@x=a,b,a'; do
	$DTRACE -q -x metrics=0 -x "metricslabels=$spec" -n 'BEGIN { exit(0); }' 2>&1
	echo "exit status $?"
done
# The same from the script's own pragmas.
cat >"$tmp/p.d" <<'D'
#pragma D option metrics=127.0.0.1:0
#pragma D option metricslabels=@calls=comm,fd
#pragma D option quiet
BEGIN { @calls["sh", 3] = count(); }
D
start_dtrace_as_is -s "$tmp/p.d"
curl -s "$URL" | user_series | grep -v '^#'
stop_dtrace
echo "exit status $?"
