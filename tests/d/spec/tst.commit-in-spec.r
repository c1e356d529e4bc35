b1
after commit(b)
c1 4
ids 1 2 4 3

