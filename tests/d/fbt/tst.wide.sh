# fbt:::entry over every function the kernel lets us probe (tens of
# thousands): one program and a kprobe-multi link (more links only where
# the kernel refused functions), not a program per function; the firing
# function (probefunc) comes from the link's attach cookie.  Everything
# is gone after SIGINT (object ids from our fdinfo, as tests/d/fault).
# Under TCG every kernel function then runs through a probe: the guest
# crawls for many minutes, so this runs only with SLOW=1.
# @@needs: test -n "$SLOW" && test -e /sys/bus/event_source/devices/kprobe && grep -qw register_fprobe_ips /proc/kallsyms
# @@timeout: 600
. ../fault/lib.sh
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
printf 'abc' >"$tmp/f"
echo "== fbt:::entry held"
$DTRACE -qn 'fbt:::entry { @[probefunc] = count(); }' >/dev/null 2>"$tmp/err" &
d=$!
# a 40,000-function link takes ~20 s to create under TCG: wait up to 300 s
for i in $(seq 3000); do
	grep -q matched "$tmp/err" 2>/dev/null || ! kill -0 $d 2>/dev/null && break
	sleep 0.1
done
if grep -q matched "$tmp/err" && wait_held $d 2; then
	bpf_ids $d >"$tmp/ids"
	progs=$(grep -c '^prog' "$tmp/ids")
	echo "programs: $([ "$progs" -le 2 ] && echo "at most 2" || echo "$progs")"
	links=$(cat /proc/$d/fdinfo/* 2>/dev/null | awk '$1 == "link_type:" { print $2 }' |
		sort -u)
	echo "link types:" $links
	grep -o 'matched [0-9]* probes' "$tmp/err" |
		awk '{ print ($2 > 10000 ? "over 10000" : $2), "probes matched" }'
	kill -INT $d
	wait $d
	echo "exit $?, left behind: $(settle "$tmp/ids")"
else
	echo "dtrace did not start"; cat "$tmp/err"; kill -INT $d; wait $d
fi
echo "== fbt:::entry, fbt:::return counted for a command"
$DTRACE -qn 'fbt:::entry, fbt:::return /pid == $target/ { @[probefunc, probename] = count(); }
	END { printa("%s:%s\n", @); }' \
	-c "dd if=$tmp/f of=/dev/null bs=4096 count=1 status=none" 2>"$tmp/err2" |
	grep -x 'vfs_read:entry\|vfs_read:return' | sort
grep -v 'fbt probes\{0,1\} skipped\|skipped by the kernel' "$tmp/err2"
exit 0
