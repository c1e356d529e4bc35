g=65
5 6 7 7
7 42 101 200
deleted 0 missing 0
self after delete 0
this kept 7, global kept 65
hello world thread

