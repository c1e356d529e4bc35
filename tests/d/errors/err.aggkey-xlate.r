-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.aggkey-xlate.d: [D_KEY_TYPE] line 7: translated data expression may not be used as aggregation index: key #1
