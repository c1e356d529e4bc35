# Buffers and Buffering, switch Policy and Buffer Sizes: what a CPU records
# between two reads must fit in the principal buffer (bufsize rounded down
# to 8 bytes, records counted as DTrace lays them out: a 4-byte EPID, each
# item at its alignment, the record at the largest), and a record that
# does not fit is dropped and reported as DTrace reports a principal
# buffer drop.  BEGIN records ten, in order, all on one CPU before
# anything is read: eight longs (16 bytes each, 8-aligned) and two ints
# (8 each) between them, then exit()'s int: they end at 16, 32, 40 (the
# first int), 56, 72, 88, 96 (the second int), 112, 128, 144 and 152.
# 60 bytes (56) hold the first four; 64 the same, and the second int fits
# after them at 64; 152 hold all.
prog='BEGIN { printf("%d\n", (long)1); } BEGIN { printf("%d\n", (long)2); }
	BEGIN { printf("%d\n", 3); } BEGIN { printf("%d\n", (long)4); }
	BEGIN { printf("%d\n", (long)5); } BEGIN { printf("%d\n", (long)6); }
	BEGIN { printf("%d\n", 7); } BEGIN { printf("%d\n", (long)8); }
	BEGIN { printf("%d\n", (long)9); } BEGIN { printf("%d\n", (long)10); }
	BEGIN { exit(0); }'
for b in 60 64 151 152; do
	$DTRACE -q -b $b -n "$prog" 2>&1 | sed 's/on CPU [0-9]*/on CPU N/; /^$/d'
	echo "bufsize $b: exit ${PIPESTATUS[0]}"
done
