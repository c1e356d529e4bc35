-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.print-void.d: [D_PRINT_VOID] line 3: print( ) may not be applied to a void expression
