-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.vfptr-addeq.d: [D_OP_VFPTR] line 7: operator += requires left-hand scalar operand of known size
