-- @@stderr --
dtrace: failed to compile script tests/d/types/err.userland-assign.d: [D_OP_INCOMPAT] line 10: operands have incompatible types: "int *" = "userland int *"
