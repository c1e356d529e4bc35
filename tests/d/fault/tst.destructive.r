system( ) may not be used when destructive actions are not enabled
exit 1
raise( ) may not be used when destructive actions are not enabled
exit 1
stop( ) may not be used when destructive actions are not enabled
exit 1
copyout( ) may not be used when destructive actions are not enabled
exit 1
copyoutstr( ) may not be used when destructive actions are not enabled
exit 1
freopen( ) may not be used when destructive actions are not enabled
exit 1
chill( ) may not be used when destructive actions are not enabled
exit 1
breakpoint( ) may not be used when destructive actions are not enabled
exit 1
panic( ) may not be used when destructive actions are not enabled
exit 1
dtrace: invalid probe specifier BEGIN { panic(); printf("still here\n"); exit(0); }: line 1: panic( ) is not supported: eBPF programs cannot stop or panic the kernel
panic with -w: exit 1
back

freopen with -w: exit 0, file: to the file
