-- @@stderr --
dtrace: failed to compile script tests/d/vars/err.compound-assign-undef.d: [D_VAR_UNDEF] line 9: total has not yet been declared or assigned
