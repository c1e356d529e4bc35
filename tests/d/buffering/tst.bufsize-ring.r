3
4
5
dtrace: 1 drop on CPU N
bufsize 32: exit 0
3
4
5
dtrace: 1 drop on CPU N
bufsize 39: exit 0
2
3
4
5
dtrace: 1 drop on CPU N
bufsize 40: exit 0
dtrace
strsize 32: exit 0
