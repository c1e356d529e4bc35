-- @@stderr --
dtrace: failed to compile script tests/d/actions/err.msgsize.d: line 4: msgsize( ) measures a Solaris STREAMS message (mblk_t): Linux has no STREAMS
