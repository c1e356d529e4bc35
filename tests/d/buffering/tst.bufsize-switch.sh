# Buffers and Buffering, switch Policy and Buffer Sizes: a small principal
# buffer is accepted; what a CPU records between two reads must fit in it
# (bufsize rounded down to 8 bytes, records counted as DTrace lays them
# out: a 4-byte EPID, each item at its alignment, the record at the
# largest), and a record that does not fit is dropped and reported as
# DTrace reports a principal buffer drop.  BEGIN records five, in order,
# all on one CPU before anything is read: a long (16 bytes, 8-aligned), an
# int (8), a long, an int, exit()'s int: they end at 16, 24, 40, 48, 56
# bytes.  In 32 bytes the second long does not fit, the int after it does.
prog='BEGIN { printf("%d\n", (long)1); } BEGIN { printf("%d\n", 2); }
	BEGIN { printf("%d\n", (long)3); } BEGIN { printf("%d\n", 4); } BEGIN { exit(0); }'
for b in 24 31 32 40 48 56; do
	$DTRACE -q -b $b -n "$prog" 2>&1 | sed 's/on CPU [0-9]*/on CPU N/; /^$/d'
	echo "bufsize $b: exit ${PIPESTATUS[0]}"
done
