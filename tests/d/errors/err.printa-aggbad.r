-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.printa-aggbad.d: [D_PRINTA_AGGBAD] line 3: undefined aggregation: @nosuch
