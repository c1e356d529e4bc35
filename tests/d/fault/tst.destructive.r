dtrace: could not enable tracing: Destructive actions not allowed
dtrace: use -w (or #pragma D option destructive) to permit them
exit 1
dtrace: could not enable tracing: Destructive actions not allowed
dtrace: use -w (or #pragma D option destructive) to permit them
exit 1
dtrace: could not enable tracing: Destructive actions not allowed
dtrace: use -w (or #pragma D option destructive) to permit them
exit 1
dtrace: could not enable tracing: Destructive actions not allowed
dtrace: use -w (or #pragma D option destructive) to permit them
exit 1
dtrace: could not enable tracing: Destructive actions not allowed
dtrace: use -w (or #pragma D option destructive) to permit them
exit 1
dtrace: could not enable tracing: Destructive actions not allowed
dtrace: use -w (or #pragma D option destructive) to permit them
exit 1
chill( ) is not supported: an eBPF program cannot spin for a given time
exit 1
breakpoint( ) is not supported: eBPF programs cannot stop or panic the kernel
exit 1
panic( ) is not supported: eBPF programs cannot stop or panic the kernel
exit 1
dtrace: invalid probe specifier BEGIN { panic(); printf("still here\n"); exit(0); }: line 1: panic( ) is not supported: eBPF programs cannot stop or panic the kernel
panic with -w: exit 1
dtrace: invalid probe specifier BEGIN { chill(100000); printf("still here\n"); exit(0); }: line 1: chill( ) is not supported: an eBPF program cannot spin for a given time
chill with -w: exit 1
back

freopen with -w: exit 0, file: to the file
