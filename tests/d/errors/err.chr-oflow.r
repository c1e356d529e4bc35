-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.chr-oflow.d: [D_CHR_OFLOW] line 3: character constant is too long
