-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.tls_unassigned.d: [D_VAR_UNDEF] line 4: self->never has not yet been declared or assigned
