cat read

syscall::read:entry: exit 0
   ID   PROVIDER            MODULE                          FUNCTION NAME
    N    syscall           vmlinux                            openat entry
    N    syscall           vmlinux                            openat return
-l syscall::openat: exit 0
