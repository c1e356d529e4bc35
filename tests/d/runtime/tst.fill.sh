# bufpolicy=fill: when the principal buffer fills, tracing stops as if
# exit() had been called; END still runs.
trap 'rm -f out.$$ err.$$' EXIT
$DTRACE -q -x bufpolicy=fill -b 4k \
	-n 'profile-4999 { trace(execname); trace(execname); } END { printf("end\n"); }' \
	>out.$$ 2>err.$$
echo "status $?"
grep -c end out.$$
grep -q 'drops* on CPU' err.$$ && echo "drops reported"
rm -f out.$$ err.$$
