-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.trunc-aggbad.d: [D_TRUNC_AGGBAD] line 3: undefined aggregation: @nosuch
