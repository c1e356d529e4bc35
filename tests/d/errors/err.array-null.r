-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.array-null.d: [D_DECL_ARRNULL] line 3: array declaration requires array dimension or tuple signature: a
