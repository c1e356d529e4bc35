-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.normalize-aggbad.d: [D_NORMALIZE_AGGBAD] line 3: undefined aggregation: @nosuch
