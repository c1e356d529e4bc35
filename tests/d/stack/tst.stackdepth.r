sdt: depth = frames printed
sched: depth = frames printed
ustack: depth = frames printed
