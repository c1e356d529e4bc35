-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.vfptr-add.d: [D_OP_INCOMPAT] line 7: operands have incompatible types: "void *" + "int"
