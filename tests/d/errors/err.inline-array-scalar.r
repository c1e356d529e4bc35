-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.inline-array-scalar.d: [D_IDENT_BADREF] line 9: associative array 'sq' may not be referenced as scalar
