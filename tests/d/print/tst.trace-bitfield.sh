# trace() of a bit-field (Output Formatting: trace; Structs and Unions:
# Bit-Fields): DTrace gives a bit-field an integer type of its width rounded
# up to a power-of-two number of bytes, and trace() prints the record in the
# column of that size: a 3-bit field in 3 columns (signed when its type is),
# 9 bits in 5, 17 bits in 10, 33 bits in 20 (unsigned 8 bytes).  Arithmetic
# on one (v.a + 0) is an int, in 10 columns.  Without -q, so the columns show
# (the CPU column is the one BEGIN ran on).
$DTRACE -n 'struct b { unsigned int a:3; int s:3; unsigned int c:9; unsigned int d:17;
	unsigned long e:33; };
struct b v;
BEGIN {
	v.a = 5; v.s = -1; v.c = 300; v.d = 70000; v.e = 0x100000000;
	trace(v.a); trace(v.s); trace(v.c); trace(v.d); trace(v.e); trace(v.a + 0);
	exit(0);
}' 2>/dev/null | sed -E '2s/^.{3}/  C/'
echo "exit ${PIPESTATUS[0]}"
# printf reads the same record: a signed 3-bit -1 is one byte, ff with %x.
$DTRACE -qn 'struct b { int s:3; unsigned int c:9; };
struct b v;
BEGIN { v.s = -1; v.c = 300; printf("%d %x %u %d %x\n", v.s, v.s, v.s, v.c, v.c); exit(0); }'
echo "exit $?"
