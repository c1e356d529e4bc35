-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.provider-form-dup.d: [D_DECL_PROTO_FORM] line 3: parameter is already declared in probe input prototype: x, parameter #2
