aggrate=1h: []
default: [dtrace_calls_total 3]
exit status 0
