-- @@stderr --
dtrace: failed to compile script tests/d/types/err.ptr-forward-arith.d: [D_OP_INCOMPLETE] line 12: operator + cannot be applied to a pointer to a forward declaration: no struct opaque definition is available
