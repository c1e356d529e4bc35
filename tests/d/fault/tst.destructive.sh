# Destructive actions need -w: without it a program using one compiles (as
# in DTrace) and is refused when enabled, nothing run (exit 1); panic(),
# breakpoint() and chill() (no BPF program can wait a given time) are
# refused even with -w: one clear error, exit 1, never accepted and skipped.
for act in 'system("true")' 'raise(9)' 'stop()' 'copyout(0, 0, 1)' \
	   'copyoutstr("x", 0, 2)' "freopen(\"/tmp/dtrace-destructive.$$\")" \
	   'chill(1)' 'breakpoint()' 'panic()'; do
	$DTRACE -q -n "BEGIN { x = 1; $act; exit(0); }" 2>&1 | sed 's/^.*: line 1: //'
	echo "exit ${PIPESTATUS[0]}"
done
$DTRACE -q -w -n 'BEGIN { panic(); printf("still here\n"); exit(0); }' 2>&1
echo "panic with -w: exit $?"
$DTRACE -q -w -n 'BEGIN { chill(100000); printf("still here\n"); exit(0); }' 2>&1
echo "chill with -w: exit $?"
# freopen() refused above created nothing; with -w it writes the file.
f=/tmp/dtrace-destructive.$$
[ -e "$f" ] && echo "freopen without -w created $f"
$DTRACE -q -w -n "BEGIN { freopen(\"$f\"); printf(\"to the file\\n\"); freopen(\"\"); printf(\"back\\n\"); exit(0); }"
echo "freopen with -w: exit $?, file: $(cat "$f")"
rm -f "$f"
