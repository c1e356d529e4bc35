-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.xlate-redecl.d: [D_XLATE_REDECL] line 5: translator from int to struct s has already been declared
