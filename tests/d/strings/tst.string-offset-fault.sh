# Types, Operators, and Expressions: string + integer outside the string
# (before its first character, past its terminating NUL) is an invalid
# address (dtrace:::ERROR's fault 1, DTRACEFLT_BADADDR), never another
# string's bytes; the clause stops there.  Stdout, then stderr.
err=$(mktemp)
trap 'rm -f "$err"' EXIT
run() {
	$DTRACE -qn "BEGIN { s = \"hello\"; i = $1; trace(s + i); printf(\"|not reached\"); }
BEGIN { exit(0); }"'
ERROR { printf("ERROR: fault %d\n", arg4); }' 2>"$err"
	echo "exit $?"
	sed 's/(0x[0-9a-f]*)/(ADDR)/; s/at BPF pc [0-9]*/at BPF pc N/' "$err"
}
for i in 6 -1 256 0; do
	echo "-- s + $i"
	run "$i"
done
