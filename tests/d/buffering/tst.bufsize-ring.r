4
5
6
7
8
9
bufsize 60: exit 0
3
4
5
6
7
8
9
bufsize 64: exit 0
8
9
dtrace
strsize 32: exit 0
