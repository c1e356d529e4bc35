value order
a 3 -10
c 2 -3
b 2 0
b 1 5
a 1 20
key order
a 1 20
a 3 -10
b 1 5
b 2 0
c 2 -3
key order from key 1
a 1 20
b 1 5
b 2 0
c 2 -3
a 3 -10
reversed
a 3 -10
c 2 -3
b 2 0
b 1 5
a 1 20
value order reversed
a 1 20
b 1 5
b 2 0
c 2 -3
a 3 -10
trunc 2
b 1 5
a 1 20
trunc -2
a 3 -10
c 2 -3

                5

 -9223372036854775808

               -7

