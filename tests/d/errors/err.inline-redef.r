-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.inline-redef.d: [D_DECL_IDRED] line 8: identifier redefined: limit
	 current: inline definition
	previous: scalar inline
