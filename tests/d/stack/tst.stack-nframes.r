status 0

libc.so.6`SYM
getppid3`level1+OFF
@3


              libc.so.6`SYM
              getppid3`level1+OFF
                3

vmlinux`SYM
@3

