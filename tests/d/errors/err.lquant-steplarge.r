-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.lquant-steplarge.d: [D_LQUANT_STEPLARGE] line 3: lquantize( ) step (argument #3) too large: must have at least one quantization level
