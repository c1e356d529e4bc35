-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.normalize-aggarg.d: [D_NORMALIZE_AGGARG] line 3: normalize( ) argument #1 is incompatible with prototype:
	prototype: aggregation
	 argument: int
