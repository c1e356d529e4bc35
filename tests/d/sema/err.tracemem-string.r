-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.tracemem-string.d: line 5: tracemem( ) argument #1 is incompatible with prototype:
	prototype: pointer or integer
	 argument: string
