three stored
1 2 3 0
0 2 3 4

-- @@stderr --
dtrace: 1 dynamic variable drop
