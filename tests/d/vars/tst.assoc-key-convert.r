x[1 << 33] = 1
x[0xffffffff] = 2
w[1 << 33] = 0
w[0] = 1, w[1 << 33] = 3
m: 10 20 30 40 50 60 0
g 7, self->t 8
after deleting g: g 0, self->t 8

