-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.sizeof-assoc-type.d: [D_SIZEOF_TYPE] line 6: cannot apply sizeof to an operand of unknown size
