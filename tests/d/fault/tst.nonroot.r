root: exit 0
dtrace: could not enable tracing: failed to create BPF map dt_ringbuf: <reason>
nobody: exit 1
