-- @@stderr --
dtrace: failed to compile script tests/d/types/err.inline-const-incr.d: [D_OP_LVAL] line 8: operator ++ requires modifiable lvalue as an operand
