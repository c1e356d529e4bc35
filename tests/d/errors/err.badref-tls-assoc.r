-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.badref-tls-assoc.d: [D_IDENT_BADREF] line 8: associative array 'a' may not be referenced as scalar
