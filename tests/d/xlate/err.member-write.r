-- @@stderr --
dtrace: failed to compile script tests/d/xlate/err.member-write.d: [D_OP_WRITE] line 9: operator = can only be applied to a writable variable
