-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.printa-proto.d: [D_PRINTA_PROTO] line 3: printa( ) prototype mismatch: 1 args passed, 2 expected
