-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.chr-null.d: [D_CHR_NULL] line 3: empty character constant
