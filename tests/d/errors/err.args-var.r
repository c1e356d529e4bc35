-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.args-var.d: [D_PROTO_ARG] line 6: args[ ] argument #1 is incompatible with prototype:
	prototype: integer constant
	 argument: int
