-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.decl-proto-void.d: [D_DECL_PROTO_VOID] line 3: void must be sole parameter
