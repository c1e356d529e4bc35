-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.undef.d: [D_IDENT_UNDEF] line 4: failed to resolve nosuchvar: Unknown variable name
