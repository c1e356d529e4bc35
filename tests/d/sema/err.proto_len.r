-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.proto_len.d: [D_PROTO_LEN] line 4: chill( ) prototype mismatch: 0 args passed, 1 expected
