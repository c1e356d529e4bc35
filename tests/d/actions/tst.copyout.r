dtrace: error in dt_clause_4 for probe ID N (dtrace:::BEGIN): invalid address (ADDR)
copied
dtrace: error in dt_clause_1 for probe ID N (syscall:vmlinux:write:entry): out of scratch space
dtrace: error in dt_clause_2 for probe ID N (syscall:vmlinux:write:entry): invalid address (ADDR)
last clause

exit 0
ABCDABxxhi.xhelxxxxxcopyxxxxxxx
