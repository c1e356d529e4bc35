-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.regs-proto-len.d: [D_PROTO_LEN] line 3: uregs[ ] prototype mismatch: 2 args passed, 1 expected
