-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.clear-aggarg.d: [D_CLEAR_AGGARG] line 3: clear( ) argument #1 is incompatible with prototype:
	prototype: aggregation
	 argument: int
