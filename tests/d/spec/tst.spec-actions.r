1 |
after 1
before 1
ids 1 2 3

-- @@stderr --
dtrace: 1 speculative drop
