# A description that matches nothing: DTrace's message, exit status 1.
trap 'rm -f err.$$' EXIT
$DTRACE -l -n 'nosuch:probe' 2>err.$$
echo "status $?"
cat err.$$
