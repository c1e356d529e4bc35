-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.assoc-redecl-key.d: [D_DECL_IDRED] line 7: identifier redeclared: counts
	 current: associative array, key #2 of type int
	previous: associative array, key #2 of type string
