# rawfbt has the compiler's local copies of functions fbt leaves out
# (.isra.N, .constprop.N, .part.N) as well as the functions fbt has, and no
# .cold part; its probes are made when a description names the provider,
# as Oracle's: the listing of all probes and a description naming no
# provider (-f vfs_read) do not repeat fbt's.  It traces one by its exact
# name: do_execveat_common, which kernels build as a local copy (6.12:
# do_execveat_common.isra.0), or by its plain name where it is not one,
# with a kprobe and with a kprobe-multi link (a kprobe where the kernel
# has none).  Arguments are untyped: args[0] is arg0.
# @@needs: test -e /sys/bus/event_source/devices/kprobe
# @@timeout: 300
echo "== fbt: local copies"
$DTRACE -l -P fbt | awk '$4 ~ /\.(isra|constprop|part|cold)/' | wc -l
echo "== rawfbt: .isra .constprop .cold vfs_read"
$DTRACE -l -P rawfbt | awk '$4 ~ /\.isra\./ { i = 1 } $4 ~ /\.constprop\./ { c = 1 }
	$4 ~ /\.cold/ { k = 1 } $4 == "vfs_read" { v++ } END { print i + 0, c + 0, k + 0, v + 0 }'
echo "== all probes, and -f vfs_read: rawfbt's"
$DTRACE -l | awk '$2 == "rawfbt"' | wc -l
$DTRACE -l -f vfs_read | awk 'NR > 1 { print $2, $5 }'
f=$($DTRACE -l -n 'rawfbt:vmlinux:do_execveat_common*:entry' | awk 'NR == 2 { print $4 }')
echo "== $f" | sed 's/do_execveat_common.*/do_execveat_common/'
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
printf '/bin/true\n' >"$d/s"
for m in kprobe kmulti; do
	echo "-- $m"
	_DTRACE_FBT=$m $DTRACE -qn "rawfbt:vmlinux:$f:entry"' /ppid == $target/ {
		printf("%s %s %s %s %d\n", probeprov, probemod, probefunc == $$1 ? "named" : "other",
		    probename, args[0] == arg0);
	}
	rawfbt:vmlinux:'"$f"':return /ppid == $target/ {
		printf("%s %s %s %s\n", probeprov, probemod, probefunc == $$1 ? "named" : "other",
		    probename);
		exit(0);
	}' -c "sh $d/s" "$f"
done
