-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.lquant-mismatch.d: [D_LQUANT_MISMATCH] line 3: lquantize( ) base (argument #1) must be less than limit (argument #2)
