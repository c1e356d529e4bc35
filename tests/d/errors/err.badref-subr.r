-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.badref-subr.d: [D_IDENT_BADREF] line 6: function 'strlen' may not be referenced as scalar
