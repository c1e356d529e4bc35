# Buffers and Buffering: 8 bytes are the least principal buffer DTrace
# makes, and it is accepted under every policy; BEGIN's record (a printf
# of a long: 16 bytes) does not fit in it: under switch and
# ring it is dropped and reported as a drop, under fill (no END here, so
# no reserve) it fills the buffer, which DTrace counts as no drop.  The
# command's end ends the session.
for p in switch ring fill; do
	$DTRACE -q -x bufpolicy=$p -b 8 -n 'BEGIN { printf("%d\n", (long)1); }' -c true 2>&1 |
		sed 's/on CPU [0-9]*/on CPU N/; /^$/d'
	echo "$p: exit ${PIPESTATUS[0]}"
done
