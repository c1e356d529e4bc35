-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.cond-dynamic.d: [D_OP_DYN] line 6: operator ?: operands cannot be of dynamic type
