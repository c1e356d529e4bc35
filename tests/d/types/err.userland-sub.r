-- @@stderr --
dtrace: failed to compile script tests/d/types/err.userland-sub.d: [D_OP_INCOMPAT] line 8: operands have incompatible types: "userland char *" - "char *"
