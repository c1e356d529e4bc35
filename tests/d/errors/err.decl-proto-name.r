-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.decl-proto-name.d: [D_DECL_PROTO_NAME] line 3: void parameter may not have a name: v
