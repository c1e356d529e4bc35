-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.llquant-factortype.d: [D_LLQUANT_FACTORTYPE] line 4: llquantize( ) argument #1 must be an integer constant
