-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.args-two.d: [D_PROTO_LEN] line 5: args[ ] prototype mismatch: 2 args passed, 1 expected
