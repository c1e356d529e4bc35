-- @@stderr --
dtrace: failed to compile script tests/d/alloca/err.copyinto-nonalloca.d: line 4: copyinto( ) argument #3 is incompatible with prototype:
	prototype: alloca pointer
	 argument: non-alloca pointer
