-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.op-arith.d: [D_OP_ARITH] line 3: operator - requires an operand of arithmetic type
