-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.llquant-lmagval.d: [D_LLQUANT_LMAGVAL] line 3: llquantize( ) argument #2 must be an unsigned 16-bit quantity
