# A ring buffer too small for what the probes record: DTrace reports drops
# per CPU ("dtrace: N drops on CPU M") on stderr, and tracing goes on.
trap 'rm -f err.$$' EXIT
$DTRACE -q -b 4k -n 'profile-4999 { trace(execname); trace(execname); } tick-1s { exit(0); }' \
	>/dev/null 2>err.$$
rc=$?
grep -q 'dtrace: [0-9]* drops* on CPU [0-9]' err.$$ && echo "drops reported" || cat err.$$
rm -f err.$$
echo "status $rc"
