ready
FIRST anyproc-t pid anyproc-t 2
SECOND anyproc-t pid anyproc-t 3

dtrace exit status 0
uprobes left: 0
