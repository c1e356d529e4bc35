-- @@stderr --
dtrace: failed to compile script tests/d/xlate/err.args-member-write.d: [D_OP_WRITE] line 5: operator ++ can only be applied to a writable variable
