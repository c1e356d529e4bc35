-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.inline-scalar-array.d: [D_DECL_ARRNULL] line 3: inline declaration cannot be of scalar array type: a
