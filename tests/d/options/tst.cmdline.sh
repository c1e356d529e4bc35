# dtrace(8)'s command line, from Oracle's dtrace(8) and cmd/dtrace.c: what
# each misuse says and its exit status (2 a usage error, 1 a fatal one),
# options after operands, "--", and the modes that exclude each other.
run() { $DTRACE "$@" 2>&1; echo "exit $?"; }
# the first line of the usage only
head1() { out=$($DTRACE "$@" 2>&1); echo "exit $?"; echo "$out" | head -n "$n"; }
echo "== no argument: the usage"
n=1 head1
echo "== options but no program: nothing to trace (a fatal error)"
run -q
echo "== -e without a program: nothing to compile"
run -e
echo "== an unknown option, a missing argument"
n=2 head1 -k
n=2 head1 -n
echo "== -V, -vV, and -V with another mode"
run -V
run -vV | sed 's/Linux [0-9].*/Linux VERSION/'
run -V -l
run -l -G -n BEGIN
echo "== -p: not a number"
run -p abc -n BEGIN
run -p '' -n BEGIN
echo "== options after the operands are options"
run -n 'BEGIN { printf("%s %d\n", $$1, $2); exit(0); }' a 7 -q
echo "== after --, everything is an operand"
run -q -n 'BEGIN { printf("%s %s\n", $$1, $$2); exit(0); }' -- -x -q
echo "== several programs: -n with -n, -s with -n, in command-line order"
f=$(mktemp --suffix=.d); trap 'rm -f "$f"' EXIT
echo 'BEGIN { printf("script\n"); }' >"$f"
run -q -n 'BEGIN { printf("first\n"); }' -s "$f" -n 'BEGIN { exit(0); }'
echo "== -l with each kind of specifier"
run -l -P dtrace
run -l -f 'dtrace::'
run -l -m 'dtrace:'
run -l -n 'dtrace:::E*'
run -l -i 2 -i 1
run -l -i 99999999
echo "== -l -v: a probe's stability and argument types"
run -l -v -i 1
echo "== -Z: a description that matches nothing is permitted"
run -n 'nosuch:::' -n 'BEGIN { exit(0); }'
$DTRACE -Z -n 'nosuch:::' -n 'BEGIN { exit(0); }' 2>&1 >/dev/null; echo "exit $?"
echo "== -e: compiled, nothing enabled (no notice, no output)"
run -e -n 'BEGIN { printf("never\n"); }'
echo "== -o appends"
o=$(mktemp); trap 'rm -f "$f" "$o"' EXIT
$DTRACE -q -o "$o" -n 'BEGIN { printf("one\n"); exit(0); }'
$DTRACE -q -o "$o" -n 'BEGIN { printf("two\n"); exit(0); }'
cat "$o"
echo "== -x: an unknown option, a bad value, a switch given a value"
run -x nosuch -n BEGIN
run -x bufsize=lots -n BEGIN
run -x quiet=maybe -n BEGIN
run -x zdefs=1 -n BEGIN
echo "== -s of a file that cannot be opened: a fatal error"
run -s /nonexistent/script.d
