-- @@stderr --
dtrace: failed to compile script tests/d/fuzz-regress/err.many-keys.d: Insufficient tuple registers to generate code
