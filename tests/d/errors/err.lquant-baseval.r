-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.lquant-baseval.d: [D_LQUANT_BASEVAL] line 3: lquantize( ) argument #1 must be a 32-bit quantity
