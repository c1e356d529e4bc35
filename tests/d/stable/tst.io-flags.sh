# bufinfo_t's b_flags: B_READ for a read, B_WRITE for a write, and B_ASYNC
# for the I/O nobody waits for (Linux's op_is_sync() false: writeback that
# is not REQ_SYNC), never for a read (the workload's O_DIRECT read, or an
# earlier one of its own: output sorted).  io-async.py's writeback runs in the
# workload itself, or in the kernel's flusher threads if they came first.
# @@needs: findmnt -n -o SOURCE --target . | grep -q '^/dev/' && test -x /usr/bin/python3
dev=$(basename "$(readlink -f "$(findmnt -n -o SOURCE --target .)")")
f=$(mktemp ./io-async.XXXXXX) || exit 1
sed "s/@DEV@/$dev/g" <<'D' | $DTRACE -qs /dev/stdin -c "/usr/bin/python3 io-async.py $f" | sort
io:::start /args[1]->dev_statname == "@DEV@" && (pid == $target ||
    strstr(execname, "kworker") != NULL) && args[0]->b_flags & B_WRITE &&
    args[0]->b_flags & B_ASYNC && !w/
{
	w = 1;
	printf("async write: read %d\n", (args[0]->b_flags & B_READ) != 0);
}
io:::start /args[1]->dev_statname == "@DEV@" && pid == $target &&
    args[0]->b_flags & B_READ && !r/
{
	r = 1;
	printf("direct read: write %d async %d\n", (args[0]->b_flags & B_WRITE) != 0,
	    (args[0]->b_flags & B_ASYNC) != 0);
}
D
rm -f "$f"
