-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.lquant-steptype.d: [D_LQUANT_STEPTYPE] line 4: lquantize( ) argument #3 must be a non-zero positive integer constant
