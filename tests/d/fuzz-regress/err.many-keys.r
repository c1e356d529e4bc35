-- @@stderr --
dtrace: failed to compile script tests/d/fuzz-regress/err.many-keys.d: line 1: too many keys
