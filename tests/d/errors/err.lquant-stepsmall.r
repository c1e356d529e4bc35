-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.lquant-stepsmall.d: [D_LQUANT_STEPSMALL] line 3: lquantize( ) step (argument #3) too small: number of quantization levels must be a 16-bit quantity
