# dtrace(8)'s preprocessor options and data-model options: -C runs cpp
# with -D name[=def], -U name (in command-line order), -I dir, -H (the
# headers included, on stderr) and -X a|c|s|t (ISO C mode: with -Xs,
# K&R C, __STDC__ is not defined); -64 is the only data model (-32 is a
# fatal error, -3x a usage one); -a, -A and -B (anonymous tracing, its
# driver.conf directives, the buffered handler) have no meaning here.
run() { $DTRACE "$@" 2>&1; echo "exit $?"; }
dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
echo '#define FROM_HEADER 7' >"$dir/answer.h"
cat >"$dir/p.d" <<'D'
#include "answer.h"
BEGIN
{
	printf("A=%d B=%s header=%d\n", A, B, FROM_HEADER);
#ifdef GONE
	printf("GONE is defined\n");
#endif
#ifdef __STDC__
	printf("__STDC__ is defined\n");
#else
	printf("__STDC__ is not defined\n");
#endif
	exit(0);
}
D
echo "== -C -D -U -I"
run -q -C -D A=1 -D 'B="two"' -D GONE -U GONE -I "$dir" -s "$dir/p.d"
echo "== -U before -D: the later one wins"
run -q -C -U GONE -D GONE -D A=1 -D 'B="b"' -I "$dir" -s "$dir/p.d" | grep GONE
echo "== -Xs: K&R C; -Xa, -Xc, -Xt: ISO C"
for x in s a c t; do
	run -q -C -X$x -D A=1 -D 'B="x"' -I "$dir" -s "$dir/p.d" | grep STDC
done
run -X z -n BEGIN
echo "== -H: the headers cpp includes, on stderr"
$DTRACE -q -C -H -D A=1 -D 'B="x"' -I "$dir" -s "$dir/p.d" 2>&1 >/dev/null |
	grep -c "^\. .*/answer.h\$"
echo "== without -C, a #include is not D"
run -q -D A=1 -I "$dir" -s "$dir/p.d" | sed "s|$dir|DIR|"
echo "== -64, -32, -33"
run -q -64 -n 'BEGIN { printf("%d\n", sizeof(long)); exit(0); }'
run -32 -n BEGIN
run -33 -n BEGIN | head -1
echo "== -a, -A, -B"
run -a -n BEGIN
run -A -n BEGIN
run -B -n BEGIN
