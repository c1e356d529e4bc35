# fbt entry and return of a kernel function: arguments at entry (arg2 of
# vfs_read is the byte count asked for), args[] typed from BTF, the return
# value in arg1 and args[1], probefunc/probemod.  Needs kprobes (guests).
# @@needs: test -e /sys/bus/event_source/devices/kprobe
# @@timeout: 120
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
printf 'abc' >"$d/f"
$DTRACE -qn '
fbt::vfs_read:entry /pid == $target/ {
	self->in = 1;
	printf("%s:%s:%s count=%d args[2]=%d\n", probemod, probefunc, probename, arg2, args[2]);
}
fbt::vfs_read:return /self->in/ {
	printf("%s returned %d (args[1] %d)\n", probefunc, arg1, args[1]);
	self->in = 0;
}' -c "dd if=$d/f of=/dev/null bs=4096 count=1 status=none"
echo "exit $?"
