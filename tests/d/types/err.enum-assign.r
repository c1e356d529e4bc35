-- @@stderr --
dtrace: failed to compile script tests/d/types/err.enum-assign.d: [D_OP_LVAL] line 9: operator = requires modifiable lvalue as an operand
