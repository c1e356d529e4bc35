-- jstackframes=2: jstack() keeps two frames, ustack() its own default
status 0

              libc.so.6`SYM
              getppid3`level1+OFF
ustack deeper than 2: 1

-- maxframes=1: stack(5) and ustack() keep one frame
status 0

              libc.so.6`SYM

              vmlinux`SYM


              libc.so.6`SYM
                1
-- stackindent=3
status 0

   libc.so.6`SYM
   getppid3`level1+OFF

   vmlinux`SYM


   libc.so.6`SYM
                1

   vmlinux`SYM
                1
