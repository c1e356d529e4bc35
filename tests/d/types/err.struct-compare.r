-- @@stderr --
dtrace: failed to compile script tests/d/types/err.struct-compare.d: [D_OP_SCALAR] line 14: operator == requires operands of scalar type
