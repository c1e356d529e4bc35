copied: Hi
dtrace: error in dt_clause_1 for probe ID N (syscall:vmlinux:write:entry): out of scratch space
ERROR fired: fault 5
dtrace: error in dt_clause_2 for probe ID N (syscall:vmlinux:write:entry): out of scratch space
ERROR fired: fault 5

exit 0
