-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.agg-mdim.d: [D_AGG_MDIM] line 5: improper attempt to reference @a as a multi-dimensional array
