-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.fptr-dec.d: [D_OP_VFPTR] line 7: operator -- requires an operand of known size
