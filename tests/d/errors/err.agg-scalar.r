-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.agg-scalar.d: [D_AGG_SCALAR] line 4: sum( ) argument #1 must be of scalar type
