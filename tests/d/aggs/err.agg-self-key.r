-- @@stderr --
dtrace: failed to compile script tests/d/aggs/err.agg-self-key.d: [D_KEY_TYPE] line 8: aggregation expression may not be used as aggregation index: key #2
