-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.lquant_equal.d: [D_LQUANT_MISMATCH] line 9: lquantize( ) base (argument #1) must be less than limit (argument #2)
