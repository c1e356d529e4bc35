-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.str-nl.d: [D_STR_NL] line 4: newline encountered in string literal
