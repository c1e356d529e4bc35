-- @@stderr --
dtrace: failed to compile script tests/d/fuzz-regress/err.destructive-leak.d: line 9: system( ) may not be used when destructive actions are not enabled
