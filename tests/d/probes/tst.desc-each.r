1 [dtrace][][][BEGIN] 1
2 [dtrace][][][BEGIN] 1
3 [dtrace][][][BEGIN] 1
after: 3
4 [dtrace][][][END] 2

