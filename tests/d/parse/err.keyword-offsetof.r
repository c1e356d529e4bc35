-- @@stderr --
dtrace: failed to compile script tests/d/parse/err.keyword-offsetof.d: [D_SYNTAX] line 10: syntax error near "self"
