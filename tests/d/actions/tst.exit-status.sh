# exit(status) (Actions and Subroutines: exit): dtrace exits with status as a
# process exit status carries it, its low byte: exit(-1) is 255, exit(263)
# is 7; no error is reported for any of them.
for v in 0 3 -1 263; do
	$DTRACE -qn "BEGIN { exit($v); }" >/dev/null 2>err.$$
	echo "exit($v): status $?"
	cat err.$$
done
rm -f err.$$
