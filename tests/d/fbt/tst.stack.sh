# fbt stacks start where DTrace starts them, at the probed function's
# caller, under each mechanism: at entry the function's own frame (a
# kprobe's registers, a trampoline's return into it) is not shown, at
# return neither is the fexit trampoline; caller is the first frame.
# Offsets are left out (they differ between kernel builds).
# @@needs: test -e /sys/bus/event_source/devices/kprobe
# @@timeout: 300
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
printf 'abc' >"$d/f"
for m in kprobe kmulti fentry; do
	echo "== $m"
	_DTRACE_FBT=$m $DTRACE -qn 'fbt::vfs_read:entry, fbt::vfs_read:return,
	    fbt::ksys_read:return /pid == $target/ {
		printf("%s:%s caller %a", probefunc, probename, caller);
		stack(2);
	}' -c "dd if=$d/f of=/dev/null bs=4096 count=1 status=none"
done | sed 's/+0x[0-9a-f]*//g'
