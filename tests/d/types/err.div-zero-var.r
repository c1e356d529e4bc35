-- @@stderr --
dtrace: failed to compile script tests/d/types/err.div-zero-var.d: [D_DIV_ZERO] line 9: expression contains division by zero
