/dtt.RUN/a/sub 2
/dtt.RUN/a 3

exit status 0
/dtt.RUN/a/sub 2
/dtt.RUN/a 3

exit status 0
dtrace: invalid probe specifier syscall::getppid:entry { }: invalid -x cgroup: /dtt.RUN/none is not a cgroup of the cgroup2 hierarchy at CGROUP2
exit status 1
