-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.badref-args.d: [D_IDENT_BADREF] line 6: associative array 'args' may not be referenced as scalar
