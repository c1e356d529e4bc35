-- @@stderr --
dtrace: failed to compile script tests/d/spec/err.commit-commit.d: [D_COMM_COMM] line 15: commit( ) may not follow commit( )
