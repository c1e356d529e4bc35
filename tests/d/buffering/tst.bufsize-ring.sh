# Buffers and Buffering, ring Policy: a small ring buffer is accepted; it
# keeps the most recent records that fit (each printf of an int 8 bytes,
# exit()'s 8: the newest four in 32 bytes) and prints them when tracing
# stops; a record larger than the whole buffer (a string: strsize, 256
# bytes, after the EPID at 8) is dropped and reported as a principal
# buffer drop.
prog='BEGIN { printf("%d\n", 1); } BEGIN { printf("%d\n", 2); } BEGIN { printf("%d\n", 3); }
	BEGIN { printf("%d\n", 4); } BEGIN { printf("%d\n", 5); }
	BEGIN { printf("%s\n", execname); } BEGIN { exit(0); }'
for b in 32 39 40; do
	$DTRACE -q -x bufpolicy=ring -b $b -n "$prog" 2>&1 | sed 's/on CPU [0-9]*/on CPU N/; /^$/d'
	echo "bufsize $b: exit ${PIPESTATUS[0]}"
done
# with room for the string: strsize 32 makes it 40 bytes, 8-aligned; in
# 48 bytes it overwrites the five ints and is followed by exit()'s
$DTRACE -q -x bufpolicy=ring -x strsize=32 -b 48 -n "$prog" 2>&1 | sed '/^$/d'
echo "strsize 32: exit ${PIPESTATUS[0]}"
