-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.trunc-aggarg.d: [D_TRUNC_AGGARG] line 3: trunc( ) argument #1 is incompatible with prototype:
	prototype: aggregation
	 argument: int
