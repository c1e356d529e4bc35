-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.printa-aggarg.d: [D_PRINTA_AGGARG] line 3: printa( ) argument #1 is incompatible with prototype:
	prototype: aggregation
	 argument: int
