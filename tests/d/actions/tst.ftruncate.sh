# ftruncate() empties the current output file: what was written before it
# is gone, what comes after stays; after freopen() it truncates that file.
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
$DTRACE -qo "$d/o" -n 'BEGIN { printf("first\n"); ftruncate(); printf("second\n"); exit(0); }'
echo "exit $?"; cat "$d/o"
$DTRACE -wqn 'BEGIN { freopen("'"$d/f"'"); printf("first\n"); }
BEGIN { ftruncate(); printf("second\n"); }
BEGIN { freopen(""); printf("back on stdout\n"); exit(0); }'
echo "exit $?"; cat "$d/f"
