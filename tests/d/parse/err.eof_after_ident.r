-- @@stderr --
dtrace: failed to compile script tests/d/parse/err.eof_after_ident.d: line 3: syntax error near end-of-input
