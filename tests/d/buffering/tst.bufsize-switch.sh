# Buffers and Buffering, switch Policy and Buffer Sizes: a small principal
# buffer is accepted; what a CPU records between two reads must fit in it
# (bufsize rounded down to 8 bytes, records counted as DTrace lays them
# out: a 12-byte header, each item at its alignment, the record at the
# largest), and a record that does not fit is dropped and reported as
# DTrace reports a principal buffer drop.  BEGIN records five, in order,
# all on one CPU before anything is read: a long (24 bytes, 8-aligned), an
# int (16), a long, an int, exit()'s int: 24, 40, 64, 80, 96 bytes.
prog='BEGIN { printf("%d\n", (long)1); } BEGIN { printf("%d\n", 2); }
	BEGIN { printf("%d\n", (long)3); } BEGIN { printf("%d\n", 4); } BEGIN { exit(0); }'
for b in 64 71 72 80 96; do
	$DTRACE -q -b $b -n "$prog" 2>&1 | sed 's/on CPU [0-9]*/on CPU N/; /^$/d'
	echo "bufsize $b: exit ${PIPESTATUS[0]}"
done
