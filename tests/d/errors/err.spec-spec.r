-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.spec-spec.d: [D_SPEC_SPEC] line 3: speculate( ) may not follow speculate( )
