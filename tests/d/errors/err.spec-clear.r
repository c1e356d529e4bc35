-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.spec-clear.d: [D_SPEC_DREC] line 3: speculate( ) may not follow data-recording action(s)
