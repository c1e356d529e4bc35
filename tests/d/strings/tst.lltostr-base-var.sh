# lltostr(value, base) with the base in a variable: the same digits as a
# constant base (tst.lltostr-base.d), the base checked at run time: outside
# 2..36 (1, 37, or -1, which is no small base) is an illegal operation, as
# it is in illumos, and the clause stops there.  The messages (stderr)
# follow the output; BPF pcs vary: masked.
err=$(mktemp); trap 'rm -f "$err"' EXIT
$DTRACE -s /dev/stdin <<'EOF' 2>"$err"
#pragma D option quiet

BEGIN { b2 = 2; b8 = 8; b10 = 10; b16 = 16; b36 = 36; b3 = 3; }
BEGIN { printf("[%s] [%s] [%s]\n", lltostr(0, b2), lltostr(5, b2), lltostr(-1, b2)); }
BEGIN { printf("[%s] [%s] [%s]\n", lltostr(0, b8), lltostr(8, b8), lltostr(-1, b8)); }
BEGIN { printf("[%s] [%s] [%s]\n", lltostr(0, b16), lltostr(255, b16), lltostr(-7, b16)); }
BEGIN
{
	printf("[%s] [%s] [%s]\n", lltostr(-9223372036854775807 - 1, b16), lltostr(0, b36),
	    lltostr(35, b36));
}
BEGIN { printf("[%s] [%s] [%s]\n", lltostr(36, b36), lltostr(-1, b36), lltostr(123456789, b10)); }
BEGIN
{
	printf("[%s] [%s] [%s]\n", lltostr(-9223372036854775807 - 1, b10), lltostr(0, b10),
	    lltostr(7, b3));
}
BEGIN { b = 1; printf("base 1: [%s]\n", lltostr(1, b)); }
BEGIN { b = -1; printf("base -1: [%s]\n", lltostr(1, b)); }
BEGIN { b = 37; printf("base 37: [%s]\n", lltostr(1, b)); }
BEGIN { exit(0); }
ERROR { printf("ERROR: fault %d\n", arg4); }
EOF
echo "exit $?"
sed 's/at BPF pc [0-9]*/at BPF pc N/' "$err"
