-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.llquant-hmagtype.d: [D_LLQUANT_HMAGTYPE] line 4: llquantize( ) argument #3 must be an integer constant
