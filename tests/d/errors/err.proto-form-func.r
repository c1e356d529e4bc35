-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.proto-form-func.d: [D_DECL_PROTO_FORM] line 3: parameter is already declared in function prototype: x, parameter #2
