-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.lquant-matchlim.d: [D_LQUANT_MATCHLIM] line 3: lquantize( ) limit (argument #2) doesn't match previous declaration: expected 10, found 20
