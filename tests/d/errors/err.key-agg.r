-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.key-agg.d: [D_KEY_TYPE] line 6: aggregation expression may not be used as aggregation index: key #1
