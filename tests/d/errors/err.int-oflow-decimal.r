-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.int-oflow-decimal.d: [D_INT_OFLOW] line 8: integer constant 0x8000000000000000 cannot be represented in any built-in integral type
