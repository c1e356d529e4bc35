-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.drec-comm-destr.d: [D_DREC_COMM] line 3: data-recording actions may not follow commit( )
