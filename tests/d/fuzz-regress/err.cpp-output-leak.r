-- @@stderr --
dtrace: failed to compile script tests/d/fuzz-regress/err.cpp-output-leak.d: line 9: syntax error near "1"
