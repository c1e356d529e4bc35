-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.exit-spec.d: [D_EXIT_SPEC] line 3: exit( ) may not follow speculate( )
