-- @@stderr --
dtrace: failed to compile script tests/d/alloca/err.bcopy-nonalloca.d: line 6: bcopy( ) argument #2 is incompatible with prototype:
	prototype: alloca pointer
	 argument: non-alloca pointer
