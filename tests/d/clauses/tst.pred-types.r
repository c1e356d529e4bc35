(char)257
0x100000000
-1
curthread
both 0
n 5
n++ 6
n 7

