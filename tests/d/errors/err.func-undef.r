-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.func-undef.d: [D_FUNC_UNDEF] line 5: undefined function name: nosuchfunc
