went on
1 0 0
0 0 3

-- @@stderr --
dtrace: 2 dynamic variable drops
