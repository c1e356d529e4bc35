-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.vfptr-inc.d: [D_OP_VFPTR] line 7: operator ++ requires an operand of known size
