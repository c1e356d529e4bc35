-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.comma-action.d: [D_OP_ACT] line 5: operator , operands cannot be actions
