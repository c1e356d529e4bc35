-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.func-idkind.d: [D_FUNC_IDKIND] line 6: scalar 'x' may not be referenced as a function
