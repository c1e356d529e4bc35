# Buffers and Buffering, ring Policy: a small ring buffer is accepted; it
# keeps the most recent records that fit (each printf of an int 16 bytes,
# exit()'s 16: the newest four in 64 bytes) and prints them when tracing
# stops; a record larger than the whole buffer (a string: strsize, 256
# bytes, and its header) is dropped and reported as a principal buffer
# drop.
prog='BEGIN { printf("%d\n", 1); } BEGIN { printf("%d\n", 2); } BEGIN { printf("%d\n", 3); }
	BEGIN { printf("%d\n", 4); } BEGIN { printf("%d\n", 5); }
	BEGIN { printf("%s\n", execname); } BEGIN { exit(0); }'
for b in 64 71 80; do
	$DTRACE -q -x bufpolicy=ring -b $b -n "$prog" 2>&1 | sed 's/on CPU [0-9]*/on CPU N/; /^$/d'
	echo "bufsize $b: exit ${PIPESTATUS[0]}"
done
# with room for the string: strsize 32 makes it 48 bytes, 8-aligned
$DTRACE -q -x bufpolicy=ring -x strsize=32 -b 64 -n "$prog" 2>&1 | sed '/^$/d'
echo "strsize 32: exit ${PIPESTATUS[0]}"
