dtrace: could not enable tracing: BPF program for probe dtrace:::BEGIN is too big for the kernel: N instructions, more than it loads in one program
exit 1
