-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.regs-proto-arg.d: [D_PROTO_ARG] line 3: uregs[ ] argument #1 is incompatible with prototype:
	prototype: integer constant
	 argument: int
