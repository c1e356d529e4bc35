-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.lquant-matchbase.d: [D_LQUANT_MATCHBASE] line 3: lquantize( ) base (argument #1) doesn't match previous declaration: expected 0, found 1
