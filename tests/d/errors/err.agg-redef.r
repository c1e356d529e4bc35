-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.agg-redef.d: [D_AGG_REDEF] line 3: aggregation redefined: @a
	 current: sum( )
	previous: count( )
