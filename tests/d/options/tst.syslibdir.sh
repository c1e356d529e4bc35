# -x syslibdir=DIR: the system D library is DIR's *.d files instead of the
# installed one (an inline of DIR's file resolves; errno.d's EPERM then
# does not); -x nolibs: no D library at all, not even DIR's.
dir=$(mktemp -d)
echo 'inline int answer = 42;' >"$dir/answer.d"
$DTRACE -q -x syslibdir="$dir" -n 'BEGIN { printf("answer %d\n", answer); exit(0); }'
$DTRACE -q -x syslibdir="$dir" -n 'BEGIN { trace(EPERM); exit(0); }' 2>&1
$DTRACE -q -n 'BEGIN { printf("EPERM %d\n", EPERM); exit(0); }'
$DTRACE -q -x nolibs -n 'BEGIN { trace(EPERM); exit(0); }' 2>&1
$DTRACE -q -x nolibs -x syslibdir="$dir" -n 'BEGIN { trace(answer); exit(0); }' 2>&1
$DTRACE -q -x nolibs -n 'BEGIN { printf("nolibs: D itself %d\n", 1 + 1); exit(0); }'
rm -rf "$dir"
