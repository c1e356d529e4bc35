-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.array-void-key.d: [D_DECL_PROTO_TYPE] line 3: array prototype may not use parameter of type void: (anonymous), parameter #1
