-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.clear-aggbad.d: [D_CLEAR_AGGBAD] line 3: undefined aggregation: @nosuch
