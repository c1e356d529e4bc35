-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.cmp-ptr-int.d: [D_OP_INCOMPAT] line 10: operands have incompatible types: "struct task_struct *" == "int"
