dtrace: invalid probe specifier syscall::read:entry { exit(0); }: probe description syscall::read:entry does not match any probes
syscall: exit 1
begin ok

BEGIN: exit 0
