-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.arrow-forward.d: [D_OP_INCOMPLETE] line 7: operator -> cannot be applied to a forward declaration: no struct foo definition is available
