dtrace: could not enable tracing: failed to attach to profile:::profile-97 on cpu 0: Permission denied (kernel.perf_event_paranoid is above 2: this kernel lets only CAP_SYS_ADMIN open perf events)
exit status 1
dtrace: could not enable tracing: failed to attach to syscall:vmlinux:getppid:entry: Permission denied (kernel.perf_event_paranoid is above 2: this kernel lets only CAP_SYS_ADMIN open perf events)
exit status 1
