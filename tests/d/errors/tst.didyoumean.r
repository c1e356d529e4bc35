dtrace: invalid probe specifier syscall::opne:entry { exit(0); }: probe description syscall::opne:entry does not match any probes
dtrace: did you mean syscall::open:entry?
exit 1
dtrace: invalid probe specifier BEGN { exit(0); }: probe description :::BEGN does not match any probes
dtrace: did you mean BEGIN?
exit 1
dtrace: invalid probe specifier proc:::exec_success { exit(0); }: probe description proc:::exec_success does not match any probes
dtrace: did you mean proc:::exec-success?
exit 1
dtrace: invalid probe specifier sched:::on_cpu { exit(0); }: probe description sched:::on_cpu does not match any probes
dtrace: did you mean sched:::on-cpu?
exit 1
dtrace: invalid probe specifier syscall::read:enter { exit(0); }: probe description syscall::read:enter does not match any probes
dtrace: did you mean syscall::read:entry?
exit 1
dtrace: invalid probe specifier tcp:::accept { exit(0); }: probe description tcp:::accept does not match any probes
dtrace: did you mean tcp:::accept-refused?
exit 1
dtrace: invalid probe specifier ::opne:entry { exit(0); }: probe description ::opne:entry does not match any probes
dtrace: did you mean open:entry?
exit 1
dtrace: invalid probe specifier foo:::bar { exit(0); }: probe description foo:::bar does not match any probes
exit 1
dtrace: invalid probe specifier syscall::nosuchthing:entry { exit(0); }: probe description syscall::nosuchthing:entry does not match any probes
exit 1
dtrace: invalid probe specifier syscall::opne*:entry { exit(0); }: probe description syscall::opne*:entry does not match any probes
exit 1

-Z: exit 0
