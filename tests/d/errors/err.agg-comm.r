-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.agg-comm.d: [D_AGG_COMM] line 3: aggregating actions may not follow commit( )
