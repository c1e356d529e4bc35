-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.lquant-limtype.d: [D_LQUANT_LIMTYPE] line 4: lquantize( ) argument #2 must be an integer constant
