system( ) may not be used when destructive actions are not enabled
exit 1
raise( ) may not be used when destructive actions are not enabled
exit 1
stop( ) may not be used when destructive actions are not enabled
exit 1
copyout( ) may not be used when destructive actions are not enabled
exit 1
chill( ) may not be used when destructive actions are not enabled
exit 1
panic( ) may not be used when destructive actions are not enabled
exit 1
still here

panic with -w: exit 0
