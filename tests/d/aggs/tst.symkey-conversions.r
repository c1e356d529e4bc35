status 0
printf [vmlinux] [vmlinux] [vmlinux   ] [libc.so.6] [vmlinux`SYM]
printa [vmlinux] [libc.so.6] [vmlinux`SYM] [libc.so.6`SYM] 1

  vmlinux                                             libc.so.6                                           vmlinux`SYM libc.so.6`SYM 1

