-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.op-arrfun.d: [D_OP_ARRFUN] line 4: operator = may not be applied to operand of type "int [3]"
