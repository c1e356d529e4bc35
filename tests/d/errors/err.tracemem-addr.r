-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.tracemem-addr.d: [D_TRACEMEM_ADDR] line 3: tracemem( ) argument #1 is incompatible with prototype:
	prototype: pointer or integer
	 argument: string
