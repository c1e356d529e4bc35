-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.addeq-int-ptr.d: [D_OP_VFPTR] line 3: operator += requires left-hand scalar operand of known size
