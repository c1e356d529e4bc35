raise(SIGUSR1):

exit 0
after getppid: signal 10
raise(0):

exit 0
after getppid: signal 0
raise(99):
dtrace: error in dt_clause_0 for probe ID N (syscall:vmlinux:getppid:entry): illegal operation

exit 0
after getppid: signal 0
raise(-1):
dtrace: error in dt_clause_0 for probe ID N (syscall:vmlinux:getppid:entry): illegal operation

exit 0
after getppid: signal 0
raise(65):
dtrace: error in dt_clause_0 for probe ID N (syscall:vmlinux:getppid:entry): illegal operation

exit 0
after getppid: signal 0
raise(SIGUSR1) in ERROR:
dtrace: error in dt_clause_0 for probe ID N (syscall:vmlinux:getppid:entry): invalid address (0x8)

exit 0
after getppid: signal 10
dtrace: could not enable tracing: Destructive actions not allowed
dtrace: use -w (or #pragma D option destructive) to permit them
without -w: exit 1
