-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.inline-redef-var.d: [D_DECL_IDRED] line 8: identifier redefined: counts
	 current: inline definition
	previous: associative array 
