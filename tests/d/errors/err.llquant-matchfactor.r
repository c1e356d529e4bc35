-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.llquant-matchfactor.d: [D_LLQUANT_MATCHFACTOR] line 3: llquantize() factor (argument #1) doesn't match previous declaration: expected 10, found 100
