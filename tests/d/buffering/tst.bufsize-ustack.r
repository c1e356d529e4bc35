dtrace: 1 drop on CPU N
hello
bufsize 823
hello
libc.so.6`write
bufsize 824
