-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.array-big.d: [D_DECL_ARRBIG] line 3: array dimension too big
