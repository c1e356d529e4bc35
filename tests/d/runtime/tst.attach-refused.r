dtrace: N sdt probes skipped: the kernel refused to attach (Operation not permitted)
traced
glob: exit 0
dtrace: could not enable tracing: failed to attach to sdt:irq_vectors::irq_work_exit: Operation not permitted (the kernel does not allow BPF on this tracepoint)
exact: exit 1
