# rawfbt lists the compiler's local copies of functions fbt leaves out
# (.isra.N, .constprop.N, .part.N) and no .cold part, and traces one by its
# exact name: do_execveat_common, which kernels build as a local copy
# (6.12: do_execveat_common.isra.0), or by its plain name where it is not
# one.  Arguments are untyped: args[0] is arg0.
# @@needs: test -e /sys/bus/event_source/devices/kprobe
# @@timeout: 300
echo "== fbt: local copies"
$DTRACE -l -P fbt | awk '$4 ~ /\.(isra|constprop|part|cold)/' | wc -l
echo "== rawfbt: .isra .constprop .cold"
$DTRACE -l -P rawfbt | awk '$4 ~ /\.isra\./ { i = 1 } $4 ~ /\.constprop\./ { c = 1 }
	$4 ~ /\.cold/ { k = 1 } END { print i + 0, c + 0, k + 0 }'
f=$($DTRACE -l -n 'rawfbt:vmlinux:do_execveat_common*:entry' | awk 'NR == 2 { print $4 }')
echo "== $f" | sed 's/do_execveat_common.*/do_execveat_common/'
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
printf '/bin/true\n' >"$d/s"
$DTRACE -qn "rawfbt:vmlinux:$f:entry"' /ppid == $target/ {
	printf("%s %s %s %d\n", probeprov, probemod, probefunc == $$1 ? "named" : "other",
	    args[0] == arg0);
	exit(0);
}' -c "sh $d/s" "$f" | sed "s/^\(rawfbt vmlinux\) $f /\1 FUNC /"
