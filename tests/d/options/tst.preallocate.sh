# -x preallocate=SIZE: memory of that size (or the largest half of it that
# can be had) is allocated and given back before compiling, as DTrace does;
# the size is checked as a size.
$DTRACE -x preallocate=16m -qn 'BEGIN { printf("ok\n"); exit(0); }'
$DTRACE -x preallocate=16q -qn 'BEGIN { exit(0); }' 2>&1
$DTRACE -x preallocate -qn 'BEGIN { exit(0); }' 2>&1
echo "exit $?"
