-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.op-lval.d: [D_OP_LVAL] line 3: operator = requires modifiable lvalue as an operand
