-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.lquant-matchstep.d: [D_LQUANT_MATCHSTEP] line 3: lquantize( ) step (argument #3) doesn't match previous declaration: expected 1, found 2
