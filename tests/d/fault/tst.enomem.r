dtrace: could not enable tracing: failed to create BPF map dt_ringbuf: Cannot allocate memory
exit 1
