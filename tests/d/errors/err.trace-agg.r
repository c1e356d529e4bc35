-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.trace-agg.d: [D_TRACE_DYN] line 6: trace( ) may not be applied to a dynamic expression
