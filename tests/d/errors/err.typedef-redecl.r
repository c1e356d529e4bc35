-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.typedef-redecl.d: [D_DECL_IDRED] line 4: typedef redeclared: t
