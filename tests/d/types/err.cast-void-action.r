-- @@stderr --
dtrace: failed to compile script tests/d/types/err.cast-void-action.d: [D_CG_EXPR] line 8: action trace( ) may not be called from a D expression (D program context required)
