-- @@stderr --
dtrace: failed to compile script tests/d/xlate/err.curthread-write.d: [D_OP_WRITE] line 6: operator = can only be applied to a writable variable
