-- @@stderr --
dtrace: failed to compile script tests/d/types/err.scope-nomodule-typedef.d: [D_IDENT_UNDEF] line 7: failed to resolve nosuchmodule`uint32_t: Unknown symbol name
