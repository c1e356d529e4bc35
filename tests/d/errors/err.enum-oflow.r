-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.enum-oflow.d: [D_DECL_ENOFLOW] line 3: enumerator 'B' value overflows INT_MAX (2147483647)
