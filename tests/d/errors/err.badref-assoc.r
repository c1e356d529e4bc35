-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.badref-assoc.d: [D_IDENT_BADREF] line 7: associative array 'x' may not be referenced as scalar
