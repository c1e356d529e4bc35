-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.array-varargs.d: [D_DECL_PROTO_VARARGS] line 3: array prototype may not use a variable-length argument list
