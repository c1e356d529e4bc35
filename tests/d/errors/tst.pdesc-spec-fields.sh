# dtrace(1M) Utility: -P names a provider, -m a module (provider:module),
# -f a function (provider:module:function): the fields fill from the right,
# and one more field than the option names is an overspecified description
# (D_PDESC_INVAL), as four colons are for -n.
trap 'rm -f err.$$' EXIT
run() {
	echo "== $*"
	$DTRACE -xerrtags "$@" 2>err.$$ | awk 'NR <= 3'
	echo "exit ${PIPESTATUS[0]}"
	cat err.$$
}
run -l -P dtrace
run -l -m :
run -l -f dtrace:::
run -l -f dtrace::BEGIN
run -e -P dtrace:x
run -e -m dtrace::x
run -e -f a:b:c:d
run -e -n a:b:c:d:e
