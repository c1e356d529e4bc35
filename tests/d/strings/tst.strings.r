1 0 1 1
5 0
hello, world
ello|ell|llo|
HELLO mixed
llo|lo
libc.so /usr/lib / .
12345 -42 0xff
101

