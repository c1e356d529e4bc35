1
2
dtrace: 3 drops on CPU N
bufsize 24: exit 0
1
2
dtrace: 3 drops on CPU N
bufsize 31: exit 0
1
2
4
dtrace: 2 drops on CPU N
bufsize 32: exit 0
1
2
3
dtrace: 2 drops on CPU N
bufsize 40: exit 0
1
2
3
4
dtrace: 1 drop on CPU N
bufsize 48: exit 0
1
2
3
4
bufsize 56: exit 0
