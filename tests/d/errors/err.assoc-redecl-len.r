-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.assoc-redecl-len.d: [D_DECL_IDRED] line 9: identifier redeclared: counts
	 current: associative array of int, tuple length 2
	previous: associative array of int, tuple length 1
