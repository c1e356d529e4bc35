-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.print-agg.d: [D_PRINT_DYN] line 6: print( ) may not be applied to a dynamic expression
