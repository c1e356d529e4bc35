-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.decl-bftype.d: [D_DECL_BFTYPE] line 3: invalid type for bit-field: a
