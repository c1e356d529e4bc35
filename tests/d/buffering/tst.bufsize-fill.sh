# Buffers and Buffering, fill Policy and END Probes: a small fill buffer is
# accepted when it holds END's records (the reserve: each END record and
# its alignment, 12 bytes here for a printf without arguments); the rest
# is filled in order, and the first record that does not fit fills the
# buffer: it and what follows are left out (DTrace counts no drop then)
# and tracing stops; END's record (8 bytes) then takes the reserve.  Each
# printf of an int is 8 bytes: 32 bytes hold two of them beside the
# reserve, 40 bytes three.
prog='BEGIN { printf("%d\n", 1); } BEGIN { printf("%d\n", 2); } BEGIN { printf("%d\n", 3); }
	BEGIN { printf("%d\n", 4); } BEGIN { printf("%d\n", 5); } BEGIN { exit(0); }
	END { printf("end\n"); }'
for b in 32 40; do
	$DTRACE -q -x bufpolicy=fill -b $b -n "$prog" 2>&1 | sed 's/on CPU [0-9]*/on CPU N/; /^$/d'
	echo "bufsize $b: exit ${PIPESTATUS[0]}"
done
# 15 bytes (8 once rounded down) cannot hold END's 12
$DTRACE -q -x bufpolicy=fill -b 15 -n "$prog" 2>&1
echo "bufsize 15: exit $?"
