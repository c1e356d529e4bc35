-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.action-as-array.d: [D_IDENT_BADREF] line 9: tracing function 'trace' may not be referenced as associative array
