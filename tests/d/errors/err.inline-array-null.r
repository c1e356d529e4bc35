-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.inline-array-null.d: [D_DECL_ARRNULL] line 3: inline declaration requires array tuple signature: a
