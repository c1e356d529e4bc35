# Buffers and Buffering, ring Policy: a ring buffer keeps the most recent
# records that fit (each printf of an int 8 bytes, exit()'s 8: the newest
# eight in 64 bytes, seven in 60, rounded down to 56) and prints them when
# tracing stops.  A string takes strsize bytes: with strsize 32 its record
# is 40 bytes, 8-aligned; in 64 bytes it fits after two ints, before
# exit()'s record.
prog='BEGIN { printf("%d\n", 1); } BEGIN { printf("%d\n", 2); } BEGIN { printf("%d\n", 3); }
	BEGIN { printf("%d\n", 4); } BEGIN { printf("%d\n", 5); } BEGIN { printf("%d\n", 6); }
	BEGIN { printf("%d\n", 7); } BEGIN { printf("%d\n", 8); } BEGIN { printf("%d\n", 9); }
	BEGIN { exit(0); }'
for b in 60 64; do
	$DTRACE -q -x bufpolicy=ring -b $b -n "$prog" 2>&1 | sed 's/on CPU [0-9]*/on CPU N/; /^$/d'
	echo "bufsize $b: exit ${PIPESTATUS[0]}"
done
$DTRACE -q -x bufpolicy=ring -x strsize=32 -b 64 -n "${prog%BEGIN \{ exit(0); \}}
	BEGIN { printf(\"%s\n\", execname); } BEGIN { exit(0); }" 2>&1 | sed '/^$/d'
echo "strsize 32: exit ${PIPESTATUS[0]}"
