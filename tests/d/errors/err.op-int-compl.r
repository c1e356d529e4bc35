-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.op-int-compl.d: [D_OP_INT] line 3: operator ~ requires an operand of integral type
