0 1
second 1
0 2
second 2
0 3
second 3
atoi(1234)

