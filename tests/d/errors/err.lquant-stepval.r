-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.lquant-stepval.d: [D_LQUANT_STEPVAL] line 3: lquantize( ) argument #3 must be a 16-bit quantity
