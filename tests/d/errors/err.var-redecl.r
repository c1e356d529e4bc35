-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.var-redecl.d: [D_DECL_IDRED] line 4: identifier redeclared: x
	 current: scalar char
	previous: scalar int
