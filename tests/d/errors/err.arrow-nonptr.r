-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.arrow-nonptr.d: [D_OP_PTR] line 6: operator -> must be applied to a pointer
