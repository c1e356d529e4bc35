# Each of fbt's mechanisms (_DTRACE_FBT restricts the choice; one the
# kernel lacks falls back to kprobes) gives the same arguments, typed
# args[], return value and probefunc: kprobes, kprobe-multi links (the
# dispatch by cookie) and fentry/fexit (arguments from the trampoline).
# Return arg0 is -1 (unknown) under all three (no return offset:
# docs/design.md, as Oracle's Linux DTrace gives it),
# which a compile reading it is warned of.
# @@needs: test -e /sys/bus/event_source/devices/kprobe
# @@timeout: 300
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
printf 'abc' >"$d/f"
for m in kprobe kmulti fentry; do
	echo "== $m"
	_DTRACE_FBT=$m $DTRACE -qn '
	fbt::vfs_read:entry /pid == $target/ {
		printf("%s:%s count=%d args[2]=%d\n", probefunc, probename, arg2, args[2]);
	}
	fbt::vfs_read:return /pid == $target/ {
		printf("%s:%s arg0=%d arg1=%d args[1]=%d\n", probefunc, probename, arg0, arg1,
		    args[1]);
	}' -c "dd if=$d/f of=/dev/null bs=4096 count=1 status=none"
done
