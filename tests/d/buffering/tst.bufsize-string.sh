# Buffers and Buffering, Buffer Sizes: a string takes strsize bytes (256)
# in DTrace's record whatever it holds (execname is 16 bytes here): after
# the 4-byte EPID, at its alignment (8), then exit()'s 4 bytes, the record
# is 268 bytes; Oracle's least buffer is a perf_event_header (8), a size
# (4) and the record with its 8-byte header (272): 284 bytes.  283 are
# refused, 284 hold it; with strsize 16 the least buffer is 60 (the
# default ERROR clause's record is then the largest).
for o in "-b 283" "-b 284" "-b 60 -x strsize=16" "-b 59 -x strsize=16"; do
	$DTRACE -q $o -n 'BEGIN { trace(execname); exit(0); }' > /tmp/bufsize-string.$$ 2>&1
	rc=$?
	sed '/^$/d' /tmp/bufsize-string.$$
	echo
	echo "$o: exit $rc"
done
rm -f /tmp/bufsize-string.$$
