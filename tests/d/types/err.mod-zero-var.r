-- @@stderr --
dtrace: failed to compile script tests/d/types/err.mod-zero-var.d: [D_DIV_ZERO] line 6: expression contains division by zero
