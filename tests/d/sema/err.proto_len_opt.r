-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.proto_len_opt.d: [D_PROTO_LEN] line 4: tracemem( ) prototype mismatch: 4 args passed, at most 3 expected
