7 9 5 0 [begin] 1 1

