dtrace: invalid probe specifier proc:::signal-clear { trace(args[0]); }: probe description proc:::signal-clear does not match any probes
dtrace: proc:::signal-clear is unavailable on Linux: a pending signal taken by sigwait() or sigtimedwait() passes no tracepoint
exit 1
