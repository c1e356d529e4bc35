-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.agg-func.d: [D_AGG_FUNC] line 3: @a must be assigned the result of an aggregating function
