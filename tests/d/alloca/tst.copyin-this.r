Hello world

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 48 65 6c 6c 6f                                   Hello
dtrace: error in dt_clause_5 for probe ID N (syscall:vmlinux:write:entry): invalid address (ADDR) at BPF pc N
later firing: fault 1

exit 0
