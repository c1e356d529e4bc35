-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.op-int-mod.d: [D_OP_INT] line 3: operator % requires operands of integral type
