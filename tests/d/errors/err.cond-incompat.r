-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.cond-incompat.d: [D_OP_INCOMPAT] line 5: operator ?: operands must have compatible types
