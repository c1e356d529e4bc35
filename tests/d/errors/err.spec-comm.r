-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.spec-comm.d: [D_SPEC_COMM] line 3: speculate( ) may not follow commit( )
