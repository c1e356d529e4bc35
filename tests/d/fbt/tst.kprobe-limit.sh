# Without kprobe-multi links (6.1's Debian kernel; _DTRACE_FBT=kprobe
# forces it anywhere) each fbt probe needs a kprobe and a program of its
# own: an enabling of every function is refused with one sentence before
# anything is loaded (tst.wildcard: a hundred functions still attach).
# @@needs: test -e /sys/bus/event_source/devices/kprobe
# @@timeout: 300
. ../fault/lib.sh
_DTRACE_FBT=kprobe $DTRACE -qn 'fbt:::entry { @ = count(); }' 2>&1 |
	sed 's/[0-9][0-9]* fbt probes/N fbt probes/'
echo "exit ${PIPESTATUS[0]}"
