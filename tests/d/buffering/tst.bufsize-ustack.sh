# Buffers and Buffering, Buffer Sizes: ustack() is counted as DTrace
# records it, the pid and its frames (ustackframes, 100 by default: 808
# bytes, 8-aligned), not by what dtrace keeps beside them to unwind by
# CFI; with the 4-byte EPID and exit()'s 4 bytes the record is 820 bytes,
# so 824 bytes of buffer hold it and 823 (816 once rounded down to 8) do
# not: the record is dropped and reported as a drop.  The buffer
# that holds it prints the frames of the traced write(), no drop.
for b in 823 824; do
	$DTRACE -q -x bufsize=$b -n 'syscall::write:entry /pid == $target/ { ustack(); exit(0); }' \
		-c 'echo hello' 2>&1 | grep -E 'Enabling|drop|`write\+|^hello' | sed 's/^ *//; s/+0x[0-9a-f]*$//; s/on CPU [0-9]*/on CPU N/' | sort -u
	echo "bufsize $b"
done
