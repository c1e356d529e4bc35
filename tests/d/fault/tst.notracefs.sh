# With tracefs unmounted (only in a private mount namespace: the real one
# is in use by others), tracepoint probes cannot be found: one line, exit 1;
# BEGIN-only scripts still work.
# @@needs: command -v unshare
unshare -m bash -c '
	mount --make-rprivate / 2>/dev/null
	umount -l /sys/kernel/tracing 2>/dev/null
	umount -l /sys/kernel/debug 2>/dev/null
	$0 -n "syscall::read:entry { exit(0); }" 2>&1 | sed "s/^dtrace: [^:]*: /dtrace: /"
	echo "syscall: exit ${PIPESTATUS[0]}"
	$0 -q -n "BEGIN { printf(\"begin ok\\n\"); exit(0); }"
	echo "BEGIN: exit $?"
' "$DTRACE" 2>&1
