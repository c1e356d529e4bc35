-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.decl-class.d: [D_DECL_CLASS] line 3: only one storage class allowed in a declaration
