-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.llquant-factorval.d: [D_LLQUANT_FACTORVAL] line 3: llquantize( ) argument #1 must be an unsigned 16-bit quantity greater than or equal to 2
