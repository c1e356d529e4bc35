3
4
5
dtrace: 1 drop on CPU N
bufsize 64: exit 0
3
4
5
dtrace: 1 drop on CPU N
bufsize 71: exit 0
2
3
4
5
dtrace: 1 drop on CPU N
bufsize 80: exit 0
dtrace
strsize 32: exit 0
