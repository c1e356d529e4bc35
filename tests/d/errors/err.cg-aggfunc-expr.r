-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.cg-aggfunc-expr.d: [D_CG_EXPR] line 3: aggregating function count( ) may only be used as the value of an aggregation
