# Compile-time switches of DTrace's table: defaultargs (an unspecified
# macro argument is 0 or "" instead of an error), argref (an operand no $N
# refers to is allowed), empty (an empty source file compiles, to no
# clause), cpppath (the preprocessor -C runs).
try() { "$@" 2>&1; echo "exit $?"; }
try $DTRACE -qn 'BEGIN { printf("[%d]\n", $1); exit(0); }'
try $DTRACE -x defaultargs -qn 'BEGIN { printf("[%d] [%s]\n", $1, $$2); exit(0); }'
try $DTRACE -qn 'BEGIN { exit(0); }' extra
try $DTRACE -x argref -qn 'BEGIN { exit(0); }' extra
dir=$(mktemp -d)
: >"$dir/empty.d"
try $DTRACE -qs "$dir/empty.d" | sed "s|$dir/||"
try $DTRACE -x empty -qs "$dir/empty.d" -n 'BEGIN { printf("empty: compiled\n"); exit(0); }'
rm -rf "$dir"
try $DTRACE -C -x cpppath=/bin/false -qn 'BEGIN { exit(0); }'
try $DTRACE -C -x cpppath="$(command -v cpp)" -qn 'BEGIN { printf("cpp %d\n", __LINE__); exit(0); }'
