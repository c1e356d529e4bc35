-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.lquant-limval.d: [D_LQUANT_LIMVAL] line 3: lquantize( ) argument #2 must be a 32-bit quantity
