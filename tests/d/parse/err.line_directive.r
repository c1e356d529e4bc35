-- @@stderr --
dtrace: failed to compile script tests/d/parse/err.line_directive.d: [D_SYNTAX] line 102: syntax error near ";"
