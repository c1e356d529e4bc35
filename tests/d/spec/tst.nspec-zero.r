0

-- @@stderr --
dtrace: 1 failed speculation (no speculative buffer available)
