-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.sizeof-void.d: [D_SIZEOF_TYPE] line 5: cannot apply sizeof to an operand of unknown size
