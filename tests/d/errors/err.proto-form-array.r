-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.proto-form-array.d: [D_DECL_PROTO_FORM] line 3: parameter is already declared in array prototype: x, parameter #2
