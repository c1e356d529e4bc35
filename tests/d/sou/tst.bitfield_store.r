7 -3 abcdef1234 7
7 15 abcdef1234 -7
-16 1

