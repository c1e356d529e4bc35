-- @@stderr --
dtrace: failed to compile script tests/d/types/err.const-assign.d: [D_OP_WRITE] line 8: operator = can only be applied to a writable variable
