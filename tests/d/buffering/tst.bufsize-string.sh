# Buffers and Buffering, Buffer Sizes: a string takes strsize bytes (256)
# in DTrace's record whatever it holds (execname is 16 bytes here): after
# the 4-byte EPID, at its alignment (8), then exit()'s 4 bytes, the record
# is 268 bytes.  272 bytes of buffer hold it; 271 (264 once rounded down
# to 8) do not: the record is dropped and reported as a drop.
for b in 271 272; do
	$DTRACE -q -x bufsize=$b -n 'BEGIN { trace(execname); exit(0); }' 2>&1 |
		sed 's/on CPU [0-9]*/on CPU N/; /^$/d'
	echo
	echo "bufsize $b: exit ${PIPESTATUS[0]}"
done
