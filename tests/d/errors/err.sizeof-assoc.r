-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.sizeof-assoc.d: [D_IDENT_BADREF] line 7: associative array 'a' may not be referenced as scalar
