-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.lneg-string.d: [D_OP_SCALAR] line 7: operator ! requires an operand of scalar type
