-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.lquant_equal.d: [D_LQUANT_STEPLARGE] line 10: lquantize( ) step (argument #3) too large: must have at least one quantization level
