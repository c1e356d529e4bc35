-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.cond-scalar.d: [D_OP_SCALAR] line 7: operator ?: expression must be of scalar type
