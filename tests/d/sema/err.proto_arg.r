-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.proto_arg.d: [D_PROTO_ARG] line 4: progenyof( ) argument #1 is incompatible with prototype:
	prototype: pid_t
	 argument: string
