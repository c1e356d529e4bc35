-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.agg-spec.d: [D_AGG_SPEC] line 3: aggregating actions may not follow speculate( )
