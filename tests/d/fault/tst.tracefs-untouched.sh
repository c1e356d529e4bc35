# Compile-only runs (-e) and scripts of BEGIN/END, profile/tick and pid
# probes never read tracefs's list of events, whose lock other sessions'
# detaches can hold for seconds.  Here (in a private mount namespace) that
# list is a FIFO nobody writes: reading it would hang until the timeout.
# @@needs: command -v unshare
# @@timeout: 60
unshare -m bash -c '
	mount --make-rprivate / 2>/dev/null
	for t in /sys/kernel/tracing /sys/kernel/debug/tracing; do
		[ -d $t ] || continue
		mount -t tmpfs none $t && mkfifo $t/available_events
	done
	D=$0
	run() { timeout 20 "$D" "$@"; echo "exit $?"; }
	run -e -n "BEGIN { trace(rand()); exit(0); }"
	run -q -n "BEGIN { printf(\"begin\\n\"); } END { printf(\"end\\n\"); } tick-1ms { exit(0); }"
	run -q -n "profile-997 { @ = count(); exit(0); }" -n "END { printa(\"profiled %@d\\n\", @); }" | sed "s/profiled [12]\$/profiled/"
	run -q -c "/bin/true" -n "pid\$target:libc.so.6:exit:entry { printf(\"pid probe\\n\"); }"
' "$DTRACE" 2>&1
