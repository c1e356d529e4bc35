-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.decl-useless.d: [D_DECL_USELESS] line 3: useless declaration
