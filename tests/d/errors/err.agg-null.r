-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.agg-null.d: [D_AGG_NULL] line 5: expression has null effect: @a
