-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.llquant-lmagtype.d: [D_LLQUANT_LMAGTYPE] line 4: llquantize( ) argument #2 must be an integer constant
