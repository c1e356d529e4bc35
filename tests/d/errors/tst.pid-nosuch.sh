# pid Provider: a pid<N> description naming a process that does not exist
# is refused (D_PROC_GRAB "failed to grab process N"), even with -Z.
# Find a pid with no process: above the kernel's pid_max.
max=$(cat /proc/sys/kernel/pid_max)
pid=$((max + 1))
$DTRACE -xerrtags -n "pid$pid::malloc:entry { exit(0); }" 2>&1 | sed "s/$pid/NOPID/g"
echo "status ${PIPESTATUS[0]}"
$DTRACE -Z -xerrtags -n "pid$pid::malloc:entry { exit(0); }" 2>&1 | sed "s/$pid/NOPID/g"
echo "status ${PIPESTATUS[0]}"
