# The default output's FUNCTION:NAME column names the probe that fired
# under each of fbt's mechanisms, kprobe-multi's grouped programs included
# (their probes after the first printed ":" when the consumer knew only
# each program's first probe), and for a glob over many functions.
# @@needs: test -e /sys/bus/event_source/devices/kprobe
# @@timeout: 600
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
printf 'abc' >"$d/f"
for m in kprobe kmulti fentry; do
	echo "== $m"
	_DTRACE_FBT=$m $DTRACE -n 'fbt::ksys_read:entry, fbt::vfs_read:entry, fbt::vfs_read:return,
	    fbt::ksys_read:return /pid == $target/ {}' \
		-c "dd if=$d/f of=/dev/null bs=4096 count=1 status=none" 2>/dev/null |
		awk 'NR > 1 && NF { print $3 }' | sort -u
done
echo "== fbt::vfs_*:entry"
# (a command of its own: an idle guest may call no vfs_ function at all)
$DTRACE -n 'fbt::vfs_*:entry { exit(0); }' -c "dd if=$d/f of=/dev/null status=none" 2>/dev/null |
	awk 'NR > 1 && NF { print ($3 ~ /^vfs_[a-z0-9_]+:entry$/ ? "vfs_*:entry" : "wrong: " $0) }'
