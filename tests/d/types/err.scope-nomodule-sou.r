-- @@stderr --
dtrace: failed to compile script tests/d/types/err.scope-nomodule-sou.d: [D_SIZEOF_TYPE] line 7: cannot apply sizeof to an operand of unknown size
