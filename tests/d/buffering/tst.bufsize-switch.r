1
2
3
dtrace: 2 drops on CPU N
bufsize 64: exit 0
1
2
3
dtrace: 2 drops on CPU N
bufsize 71: exit 0
1
2
3
dtrace: 2 drops on CPU N
bufsize 72: exit 0
1
2
3
4
dtrace: 1 drop on CPU N
bufsize 80: exit 0
1
2
3
4
bufsize 96: exit 0
