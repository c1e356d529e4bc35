# -F indents fbt entry/return pairs as dtrace(1) does, nested calls deeper.
# @@needs: test -e /sys/bus/event_source/devices/kprobe
# @@timeout: 120
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
printf 'abc' >"$d/f"
$DTRACE -F -n 'fbt::ksys_read:entry, fbt::vfs_read:entry, fbt::vfs_read:return,
	fbt::ksys_read:return /pid == $target/ {}' \
	-c "dd if=$d/f of=/dev/null bs=4096 count=1 status=none" 2>/dev/null |
	sed 's/^ *[0-9]* //; s/ *$//'
