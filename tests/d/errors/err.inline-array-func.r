-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.inline-array-func.d: [D_FUNC_IDKIND] line 9: associative array 'sq' may not be referenced as a function
