-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.llquant-matchsteps.d: [D_LLQUANT_MATCHSTEPS] line 3: llquantize() steps (argument #4) doesn't match previous declaration: expected 10, found 5
