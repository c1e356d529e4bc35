-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.comm-specdata.d: [D_COMM_DREC] line 3: commit( ) may not follow data-recording action(s)
