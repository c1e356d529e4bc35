[][][0][1][abcab][b]
[hello][][hello][-1][-1][o]
8967 ffff 88776655 feffffff feffffffffffffff 8000000000000000
2 4 8 2 4 8

