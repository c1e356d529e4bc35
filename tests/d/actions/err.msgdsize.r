-- @@stderr --
dtrace: failed to compile script tests/d/actions/err.msgdsize.d: line 4: msgdsize( ) measures a Solaris STREAMS message (mblk_t): Linux has no STREAMS
