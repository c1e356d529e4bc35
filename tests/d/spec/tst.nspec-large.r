ids 1 2
b

