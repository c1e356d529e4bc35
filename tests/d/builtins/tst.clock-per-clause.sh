# timestamp and walltimestamp hold one value in a clause and are read anew
# in each clause of the same firing (DTrace caches each per clause: illumos
# empties the cache before each ECB, Oracle's prologue before each clause),
# the clauses of dtrace:::ERROR a fault runs among them included; a
# predicate's reading is its clause's.
err=$(mktemp)
$DTRACE -qs /dev/stdin 2>"$err" <<'EOF'
uint64_t t, t2, t3;
int64_t w, w2;
BEGIN
/(t = timestamp) == timestamp/
{
	w = walltimestamp;
	same1 = t == timestamp && w == walltimestamp;
}
BEGIN
{
	t2 = timestamp;
	w2 = walltimestamp;
	same2 = t2 == timestamp && w2 == walltimestamp;
}
BEGIN
{
	trace(*(int *)0);	/* faults: ERROR runs here */
}
ERROR
{
	printf("ERROR: later than the clauses before %d\n", timestamp > t2);
}
BEGIN
{
	t3 = timestamp;
	printf("one value in a clause: %d %d\n", same1, same2);
	printf("later in each clause: %d %d %d\n", t2 > t && w2 > w, t3 > t2,
	    walltimestamp > w2);
	exit(0);
}
EOF
sed 's/BPF pc [0-9]*/BPF pc N/' "$err"
rm -f "$err"
