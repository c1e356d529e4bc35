1 2 0 0
a
0

-- @@stderr --
dtrace: 1 failed speculation (available buffer(s) still busy)
dtrace: 2 failed speculations (no speculative buffer available)
