-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.act-spec.d: [D_ACT_SPEC] line 4: destructive actions may not follow speculate( )
