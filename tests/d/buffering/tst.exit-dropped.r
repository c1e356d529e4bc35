-- switch
1
2
3
4
5
6
7
8
dtrace: 2 drops on CPU N
exit 3
-- fill
1
2
3
4
5
6
7
8
exit 0
