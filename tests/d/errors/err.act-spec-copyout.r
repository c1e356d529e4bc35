-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.act-spec-copyout.d: [D_ACT_SPEC] line 3: destructive actions may not follow speculate( )
