-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.llquant-hmagval.d: [D_LLQUANT_HMAGVAL] line 3: llquantize( ) argument #3 (high magnitude) must be at least argument #2 (low magnitude)
