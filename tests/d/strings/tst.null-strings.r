NULL kept: 1 1 1 1
never assigned: 1 1
NULL vs NULL: 1 1 0
NULL vs strings: 0 1 1 1
empty is not NULL: 0 0 0
a[3][1] = B

