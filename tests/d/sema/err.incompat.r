-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.incompat.d: [D_OP_INCOMPAT] line 5: operands have incompatible types: "int" = "string"
