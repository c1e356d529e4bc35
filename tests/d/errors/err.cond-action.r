-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.cond-action.d: [D_OP_ACT] line 5: action cannot be used in a conditional context
