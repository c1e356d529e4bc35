# A syscall description is resolved without reading tracefs's
# available_events: the kernel serves that file under its event_mutex,
# taken again for each page read, and other sessions closing hundreds of
# tracepoints hold it for seconds at a time.  Here (in a private mount
# namespace) the file is replaced by a FIFO nobody writes: reading it
# would block forever.
# @@needs: command -v unshare
# @@timeout: 120
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkfifo "$tmp/fifo"
unshare -m bash -c '
	mount --make-rprivate / 2>/dev/null
	mount --bind "$1" /sys/kernel/tracing/available_events
	timeout 60 "$0" -q -n "syscall::read:entry /pid == \$target/ { printf(\"%s read\\n\", execname); exit(0); }" \
		-c "cat /dev/null" 2>&1
	echo "syscall::read:entry: exit $?"
	# (probes in the order of the directory: a kernel before 6.6 has its own)
	timeout 60 "$0" -l -n "syscall::openat:" 2>&1 | sed "s/^ *[0-9][0-9]* /    N /" | { IFS= read -r l; echo "$l"; sort; }
	echo "-l syscall::openat: exit ${PIPESTATUS[0]}"
' "$DTRACE" "$tmp/fifo"
