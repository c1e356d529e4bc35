# sdt probes are found without reading tracefs's available_events (the
# kernel serves it under its event_mutex, taken again for each page read,
# which other sessions closing hundreds of tracepoints hold for seconds at
# a time): from the events/ directories.  Here (in a private mount
# namespace) the file is replaced by a FIFO nobody writes: reading it
# would block forever.
# @@needs: command -v unshare
# @@timeout: 120
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkfifo "$tmp/fifo"
unshare -m bash -c '
	mount --make-rprivate / 2>/dev/null
	mount --bind "$1" /sys/kernel/tracing/available_events
	timeout 60 "$0" -q -n "sdt:sched::sched_process_exit /pid == \$target/ { printf(\"%s exits\\n\", execname); exit(0); }" \
		-c "cat /dev/null" 2>&1
	echo "sdt:sched::sched_process_exit: exit $?"
	timeout 60 "$0" -l -n "sdt:sched::sched_process_[ef]*" 2>&1 | sed "s/^ *[0-9][0-9]* /    N /" | { IFS= read -r l; echo "$l"; sort; }
	echo "-l sdt:sched::sched_process_[ef]*: exit ${PIPESTATUS[0]}"
	# ftrace:: holds ftrace'"'"'s record formats, no tracepoints: reported,
	# and -l exits 0 as DTrace'"'"'s does
	timeout 60 "$0" -l -n "sdt:ftrace::" 2>&1
	echo "-l sdt:ftrace::: exit ${PIPESTATUS[0]}"
' "$DTRACE" "$tmp/fifo"
