-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.div_zero.d: [D_DIV_ZERO] line 4: expression contains division by zero
