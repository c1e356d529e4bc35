-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.llquant-matchhmag.d: [D_LLQUANT_MATCHHMAG] line 3: llquantize() hmag (argument #3) doesn't match previous declaration: expected 6, found 5
