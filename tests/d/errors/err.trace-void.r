-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.trace-void.d: [D_TRACE_VOID] line 3: trace( ) may not be applied to a void expression
