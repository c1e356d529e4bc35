# Without the privileges to load BPF, dtrace says so in one line and exits 1.
# @@needs: command -v setpriv
$DTRACE -q -n 'BEGIN { exit(0); }' >/dev/null 2>/dev/null   # sanity: works as root
echo "root: exit $?"
setpriv --reuid=65534 --regid=65534 --clear-groups \
	$DTRACE -q -n 'BEGIN { exit(0); }' 2>&1 | sed 's/: [^:]*$/: <reason>/'
echo "nobody: exit ${PIPESTATUS[0]}"
# a tracepoint description: the unreadable tracefs is the reason, not "no such probe"
setpriv --reuid=65534 --regid=65534 --clear-groups \
	$DTRACE -q -n 'syscall::read:entry { exit(0); }' 2>&1 |
	sed 's|(/sys/kernel/[a-z/]*tracing/available_events: |(TRACEFS/available_events: |'
echo "nobody, syscall: exit ${PIPESTATUS[0]}"
# a pid description: the process's unreadable maps are the reason, not tracefs
sleep 600 >/dev/null 2>&1 & spid=$!
setpriv --reuid=65534 --regid=65534 --clear-groups \
	$DTRACE -q -n "pid$spid::malloc:entry { exit(0); }" 2>&1 | sed "s/$spid/PID/g"
echo "nobody, pid: exit ${PIPESTATUS[0]}"
kill $spid
