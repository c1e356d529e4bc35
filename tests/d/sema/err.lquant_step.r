-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.lquant_step.d: [D_LQUANT_STEPTYPE] line 5: lquantize( ) argument #3 must be a non-zero positive integer constant
