1
2
3
4
dtrace: 7 drops on CPU N
bufsize 60: exit 0
1
2
3
4
7
dtrace: 6 drops on CPU N
bufsize 64: exit 0
1
2
3
4
5
6
7
8
9
10
dtrace: 1 drop on CPU N
bufsize 151: exit 0
1
2
3
4
5
6
7
8
9
10
bufsize 152: exit 0
