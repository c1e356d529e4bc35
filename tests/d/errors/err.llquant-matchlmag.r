-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.llquant-matchlmag.d: [D_LLQUANT_MATCHLMAG] line 3: llquantize() lmag (argument #2) doesn't match previous declaration: expected 0, found 1
