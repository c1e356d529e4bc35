-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.array-zero.d: [D_DECL_ARRSUB] line 3: positive integral constant expression or tuple signature expected as array declaration subscript
