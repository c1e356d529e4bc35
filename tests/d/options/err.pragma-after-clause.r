-- @@stderr --
dtrace: failed to compile script tests/d/options/err.pragma-after-clause.d: [D_FUNC_UNDEF] line 10: undefined function name: strstr
