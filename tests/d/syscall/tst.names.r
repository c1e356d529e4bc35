every syscall tracepoint is a probe
close:entry
close:return
openat:entry
openat:return
read:entry
read:return
write:entry
write:return
