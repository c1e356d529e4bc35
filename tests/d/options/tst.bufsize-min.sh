# Buffers and Buffering, Buffer Sizes: as Oracle's DTrace, a principal
# buffer must hold a perf_event_header (8), a size (4) and the largest
# record (an EPID and a tag, 8, then its items): the default ERROR clause
# records five 64-bit values, so 60 bytes is the least buffer of any
# program, under every policy; 59 is refused before anything is traced.
for p in switch ring fill; do
	for b in 59 60; do
		$DTRACE -q -x bufpolicy=$p -b $b -n 'BEGIN { printf("%d\n", (long)1); exit(0); }' 2>&1 |
			sed '/^$/d'
		echo "$p $b: exit ${PIPESTATUS[0]}"
	done
done
