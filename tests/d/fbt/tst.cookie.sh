# One program for several functions (kprobe-multi, _DTRACE_FBT=kmulti
# forcing the mechanism): probeprov, probemod, probefunc, probename, id,
# the default action's ID and -F's flow indentation are each firing
# function's own, from the attach cookie.
# @@needs: test -e /sys/bus/event_source/devices/kprobe && grep -qw register_fprobe_ips /proc/kallsyms
# @@timeout: 300
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
printf 'abc' >"$d/f"
$DTRACE -l -n fbt::vfs_read: -n fbt::ksys_read: | awk 'NR > 1 { print $1, $4 ":" $5 }' >"$d/ids"
_DTRACE_FBT=kmulti $DTRACE -qn 'fbt::ksys_read:entry, fbt::vfs_read:entry, fbt::vfs_read:return,
	fbt::ksys_read:return /pid == $target/ {
	printf("%d %s:%s:%s:%s\n", id, probeprov, probemod, probefunc, probename);
}' -c "dd if=$d/f of=/dev/null bs=4096 count=1 status=none" >"$d/out"
# each line's id is the one dtrace -l gives that function and name
awk 'NR == FNR { want[$2] = $1; next } NF { split($2, f, ":");
	print $2, (want[f[3] ":" f[4]] == $1 ? "id ok" : "id " $1 " != " want[f[3] ":" f[4]]) }' \
	"$d/ids" "$d/out"
echo "== default action"
_DTRACE_FBT=kmulti $DTRACE -n 'fbt::ksys_read:entry, fbt::vfs_read:entry /pid == $target/ {}' \
	-c "dd if=$d/f of=/dev/null bs=4096 count=1 status=none" 2>/dev/null >"$d/def"
awk 'NR == FNR { want[$2] = $1; next } $2 ~ /^[0-9]+$/ {
	print $3, (want[$3] == $2 ? "id ok" : "id " $2 " != " want[$3]) }' "$d/ids" "$d/def"
echo "== -F"
_DTRACE_FBT=kmulti $DTRACE -F -n 'fbt::ksys_read:entry, fbt::vfs_read:entry, fbt::vfs_read:return,
	fbt::ksys_read:return /pid == $target/ {}' \
	-c "dd if=$d/f of=/dev/null bs=4096 count=1 status=none" 2>/dev/null |
	sed 's/^ *[0-9]* //; s/ *$//'
