# Buffers and Buffering, Buffer Sizes: ustack() is counted as DTrace
# records it, the pid and its frames (ustackframes, 100 by default: 808
# bytes, 8-aligned), not by what dtrace keeps beside them to unwind by
# CFI; with the 4-byte EPID and exit()'s 4 bytes the record is 820 bytes,
# and Oracle's least buffer for it 8 + 4 + 824 = 836 bytes: 835 are
# refused, 836 print the frames of the traced write().
for b in 835 836; do
	$DTRACE -q -x bufsize=$b -n 'syscall::write:entry /pid == $target/ { ustack(); exit(0); }' \
		-c 'echo hello' 2>&1 | grep -E 'Enabling|drop|`write\+|^hello' | sed 's/^ *//; s/+0x[0-9a-f]*$//; s/on CPU [0-9]*/on CPU N/' | sort -u
	echo "bufsize $b"
done
