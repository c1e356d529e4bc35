# Buffers and Buffering, Buffer Sizes: ustack() is counted as DTrace
# records it, the pid and its frames (ustackframes, 100 by default: 808
# bytes), not by what dtrace keeps beside them to unwind by CFI; with
# exit()'s 4 bytes and the 8 of the header the record is 820 bytes, so
# 832 bytes of buffer (with a perf event header and a size) are enough
# and 831 are not.  The buffer accepted holds the whole record: the
# frames of the traced write() are printed, no drop.
for b in 831 832; do
	$DTRACE -q -x bufsize=$b -n 'syscall::write:entry /pid == $target/ { ustack(); exit(0); }' \
		-c 'echo hello' 2>&1 | grep -E 'Enabling|drop|`write\+|^hello' | sed 's/^ *//; s/+0x[0-9a-f]*$//' | sort -u
	echo "bufsize $b"
done
