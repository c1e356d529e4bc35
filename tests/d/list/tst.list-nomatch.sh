# A description that matches nothing: DTrace's message; -l still exits 0
# (Oracle's and illumos' list_stmt() report it as an error, not a fatal one).
trap 'rm -f err.$$' EXIT
$DTRACE -l -n 'nosuch:probe' 2>err.$$
echo "status $?"
cat err.$$
