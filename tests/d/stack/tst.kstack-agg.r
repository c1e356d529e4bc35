status 0
              vmlinux`do_syscall_64
              vmlinux`entry_SYSCALL_64_after_hwframe
unsymbolised frames: 0
                3
