ready
libc.so.6 atol 3

dtrace exit status 0
