# Buffers and Buffering, fill Policy and END Probes: a fill buffer keeps
# room for END's records (the reserve: each END record and its alignment,
# 12 bytes here for a printf without arguments); the rest is filled in
# order, and the first record that does not fit fills the buffer: it and
# what follows are left out (DTrace counts no drop then) and tracing
# stops; END's record (8 bytes) then takes the reserve.  Each printf of an
# int is 8 bytes: 64 bytes hold six of them beside the reserve, 72 seven.
prog='BEGIN { printf("%d\n", 1); } BEGIN { printf("%d\n", 2); } BEGIN { printf("%d\n", 3); }
	BEGIN { printf("%d\n", 4); } BEGIN { printf("%d\n", 5); } BEGIN { printf("%d\n", 6); }
	BEGIN { printf("%d\n", 7); } BEGIN { printf("%d\n", 8); } BEGIN { printf("%d\n", 9); }
	BEGIN { exit(0); }
	END { printf("end\n"); }'
for b in 64 72; do
	$DTRACE -q -x bufpolicy=fill -b $b -n "$prog" 2>&1 | sed 's/on CPU [0-9]*/on CPU N/; /^$/d'
	echo "bufsize $b: exit ${PIPESTATUS[0]}"
done
# Two END clauses tracing a string (strsize 256: 264 bytes each, 8-aligned,
# a reserve of 544) do not fit in 300 bytes, which hold the largest record
$DTRACE -q -x bufpolicy=fill -b 300 -n 'BEGIN { exit(0); } END { trace(execname); } END { trace(execname); }' 2>&1
echo "bufsize 300: exit $?"
