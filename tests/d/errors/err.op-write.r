-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.op-write.d: [D_OP_WRITE] line 3: operator = can only be applied to a writable variable
