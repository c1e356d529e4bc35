dtrace: could not enable tracing: failed to load BPF program for probe dtrace:::BEGIN: Argument list too long
exit 1
