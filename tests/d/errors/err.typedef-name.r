-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.typedef-name.d: [D_DECL_IDRED] line 4: typedef identifier redeclared: t
