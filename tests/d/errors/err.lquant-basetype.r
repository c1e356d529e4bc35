-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.lquant-basetype.d: [D_LQUANT_BASETYPE] line 4: lquantize( ) argument #1 must be an integer constant
