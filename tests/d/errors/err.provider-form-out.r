-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.provider-form-out.d: [D_DECL_PROTO_FORM] line 3: parameter is not declared in probe output prototype: y, parameter #1
