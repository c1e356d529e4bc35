# pid*:<module>: a probe on a program's file, for every process: enabled
# before the program starts, two instances started afterwards are both
# traced (pid and execname per firing), and after exit no uprobe is left.
# Its three string keys pass 512 bytes: a kernel that caps map keys there
# (5.10) refuses them in one sentence (kernel/tst.key-size), so it skips there.
# @@needs: command -v gcc && ! python3 tests/d/kernel/small-keys.py
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"; [ -n "$dpid" ] && kill $dpid 2>/dev/null; true' EXIT
gcc -O0 -o "$tmp/anyproc-t" target.c || exit 1
PATH="$tmp:$PATH" $DTRACE -qn '
BEGIN { printf("ready\n"); }
pid*:anyproc-t:add:entry { @[pid, execname, probeprov, probemod] = count(); }
pid*:anyproc-t:main:return /++n == 2/ { exit(0); }
END { printa("%d %s %s %s %@d\n", @); }' >"$tmp/out" 2>&1 &
dpid=$!
while kill -0 $dpid 2>/dev/null && ! grep -q ready "$tmp/out" 2>/dev/null; do
	sleep 0.1
done
printf '1\n2\n' | "$tmp/anyproc-t" stdin &
p1=$!
wait $p1
printf '1\n2\n3\n' | "$tmp/anyproc-t" stdin &
p2=$!
wait $p2
rc=0
wait $dpid || rc=$?
dpid=
sed -e "s/\b$p1\b/FIRST/" -e "s/\b$p2\b/SECOND/" "$tmp/out"
echo "dtrace exit status $rc"
echo "uprobes left: $(grep -c "$tmp" /sys/kernel/tracing/uprobe_events)"
