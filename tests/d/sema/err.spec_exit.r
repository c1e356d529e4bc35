-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.spec_exit.d: [D_EXIT_SPEC] line 5: exit( ) may not follow speculate( )
