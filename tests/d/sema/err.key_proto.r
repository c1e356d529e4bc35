-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.key_proto.d: [D_PROTO_ARG] line 5: a[ ] key #2 is incompatible with prototype:
	prototype: string
	      key: int
