# What each mechanism holds in the kernel, and that nothing is left after
# dtrace ends: fbt::vfs_*:entry (over a hundred functions) goes through
# one kprobe-multi link (more only if the kernel refused some function);
# two functions go through fentry/fexit trampoline links.  Link types from
# our fdinfo; the objects' ids checked gone after SIGINT.
# @@needs: test -e /sys/bus/event_source/devices/kprobe && grep -qw register_fprobe_ips /proc/kallsyms && grep -qw bpf_trampoline_link_prog /proc/kallsyms
# @@timeout: 300
. ../fault/lib.sh
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
run() {
	: >"$tmp/err"	# the last run's "matched" must not count for this one
	$DTRACE -n "$1" >/dev/null 2>"$tmp/err" &
	local d=$!
	if ! wait_ready $d "$tmp/err" || ! wait_held $d 3; then
		echo "dtrace did not start"; cat "$tmp/err"; kill $d; return
	fi
	bpf_ids $d > "$tmp/ids"
	local links=$(cat /proc/$d/fdinfo/* 2>/dev/null |
		awk '$1 == "link_type:" { print $2 }' | sort | uniq -c | awk '{ print $2 "=" $1 }')
	echo "links:" $links
	kill -INT $d
	wait $d
	echo "exit $?, left behind: $(settle "$tmp/ids")"
}
echo "== fbt::vfs_*:entry"
run 'fbt::vfs_*:entry { @[probefunc] = count(); }'
echo "== fbt::vfs_read:entry, fbt::vfs_read:return"
run 'fbt::vfs_read:entry, fbt::vfs_read:return { @[probefunc] = count(); }'
