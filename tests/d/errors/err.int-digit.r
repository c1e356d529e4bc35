-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.int-digit.d: [D_INT_DIGIT] line 3: constant 09 contains invalid digit 9
