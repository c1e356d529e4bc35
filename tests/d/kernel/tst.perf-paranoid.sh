# Where kernel.perf_event_paranoid is above 2 (Debian's kernels, so every
# guest), only CAP_SYS_ADMIN may open perf events, through which profile
# and tracepoint probes attach: CAP_BPF and CAP_PERFMON pass dtrace's own
# privilege check, and the attach failure then says why (not a bare
# "Permission denied").
# @@needs: command -v setpriv && test "$(cat /proc/sys/kernel/perf_event_paranoid)" -gt 2
caps=-all,+bpf,+perfmon,+sys_resource
setpriv --bounding-set $caps --no-new-privs $DTRACE -qn 'profile-97 { exit(0); }' 2>&1
echo "exit status $?"
setpriv --bounding-set $caps --no-new-privs $DTRACE -qn 'syscall::getppid:entry { exit(0); }' 2>&1
echo "exit status $?"
