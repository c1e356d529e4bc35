-- @@stderr --
dtrace: failed to compile script tests/d/parse/err.keyword-member-decl.d: [D_SYNTAX] line 7: syntax error near "self"
