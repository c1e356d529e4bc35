dtrace: 1 drop on CPU N
hello
bufsize 831
hello
libc.so.6`write
bufsize 832
