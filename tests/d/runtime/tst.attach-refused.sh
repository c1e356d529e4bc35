# A probe the kernel lists but refuses to attach to (this tracepoint is
# EPERM for BPF on some kernels): matched by a glob it is skipped and
# counted, and tracing goes on; named exactly, it ends the session with one
# sentence naming it.
# @@needs: build/dtrace -qn 'sdt:irq_vectors::irq_work_exit { exit(0); }' 2>&1 | grep -q 'Operation not permitted'
# (the count varies with the kernel; firings the kernel skipped while
# another BPF program ran are reported too, as many as happened)
$DTRACE -qn 'sdt:irq_vectors:: {} BEGIN { printf("traced\n"); exit(0); }' 2>&1 |
	sed -n 's/^dtrace: [0-9]* sdt probes\{0,1\} skipped: the kernel refused to attach \(it\|them\)/dtrace: N sdt probes skipped: the kernel refused to attach/p; /^traced$/p'
echo "glob: exit ${PIPESTATUS[0]}"
$DTRACE -qn 'sdt:irq_vectors::irq_work_exit { exit(0); }' 2>&1
echo "exact: exit $?"
