-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.int-oflow.d: [D_INT_OFLOW] line 3: constant 0x1ffffffffffffffff results in integer overflow
