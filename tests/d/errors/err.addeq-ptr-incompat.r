-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.addeq-ptr-incompat.d: [D_OP_INCOMPAT] line 9: operands have incompatible types: "int *" += "char *"
