# A wildcard over many functions attaches (skipping any the kernel refuses,
# with a count on stderr) and fires; dtrace exits cleanly.
# @@needs: test -e /sys/bus/event_source/devices/kprobe
# @@timeout: 120
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
printf 'abc' >"$d/f"
$DTRACE -qn 'fbt::vfs_*:entry /pid == $target/ { @[probefunc] = count(); }' \
	-c "dd if=$d/f of=/dev/null bs=4096 count=1 status=none" 2>"$d/err" | grep -c 'vfs_read '
grep -v 'fbt probes\{0,1\} skipped' "$d/err"
echo done
