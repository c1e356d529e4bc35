root: exit 0
dtrace: could not enable tracing: failed to create BPF map dt_ringbuf: <reason>
nobody: exit 1
dtrace: invalid probe specifier syscall::read:entry { exit(0); }: line 1: probe description syscall::read:entry does not match any probes (TRACEFS/available_events: Permission denied)
nobody, syscall: exit 1
dtrace: invalid probe specifier pidPID::malloc:entry { exit(0); }: line 1: probe description pidPID::malloc:entry does not match any probes (/proc/PID/maps: Permission denied)
nobody, pid: exit 1
