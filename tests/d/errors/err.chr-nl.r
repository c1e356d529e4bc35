-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.chr-nl.d: [D_CHR_NL] line 4: newline encountered in character constant
