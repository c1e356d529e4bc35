-- @@stderr --
dtrace: failed to compile script tests/d/vars/err.pred-undef-after-body.d: [D_IDENT_UNDEF] line 8: failed to resolve y: Unknown variable name
