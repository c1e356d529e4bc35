-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.key_count.d: [D_PROTO_LEN] line 5: a[ ] prototype mismatch: 1 key passed, 2 expected
