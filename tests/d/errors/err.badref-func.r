-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.badref-func.d: [D_IDENT_BADREF] line 6: tracing function 'trace' may not be referenced as scalar
