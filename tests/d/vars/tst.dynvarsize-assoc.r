1 0 0
0 0 3

-- @@stderr --
dtrace: 1 dynamic variable drop
