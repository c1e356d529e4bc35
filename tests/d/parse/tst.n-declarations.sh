# dtrace(1M) -n: the operand is a D program whose ambiguous names are read as
# probe descriptions (DTrace compiles it with DTRACE_C_PSPEC, as -xpspec
# does).  A declaration starting with a keyword (int, self, struct, typedef,
# inline ...) is a declaration there as in a script; one starting with a type
# name (uint64_t x;) is not: uint64_t and x are two probe descriptions and
# the ';' after them a syntax error.  In a script (-s) both declare.
for p in 'int x; BEGIN { x = 1; trace(x); exit(0); }' \
	'self int x; BEGIN { self->x = 2; trace(self->x); exit(0); }' \
	'struct s { int a; }; struct s v; BEGIN { v.a = 3; trace(v.a); exit(0); }' \
	'typedef int myint_t; myint_t y; BEGIN { y = 4; trace(y); exit(0); }' \
	'inline int five = 5; BEGIN { trace(five); exit(0); }' \
	'uint64_t x; BEGIN { x = 6; trace(x); exit(0); }'; do
	echo "== -n $p"
	$DTRACE -qn "$p" 2>&1
	echo "exit $?"
done
f=$(mktemp); trap 'rm -f "$f"' EXIT
echo 'uint64_t x; BEGIN { x = 6; trace(x); exit(0); }' >"$f"
echo "== -s the last"
$DTRACE -qs "$f" 2>&1
echo "exit $?"
echo "== -xpspec -s the last"
$DTRACE -xpspec -qs "$f" 2>&1 | sed "s|$f|X.d|"
echo "exit ${PIPESTATUS[0]}"
