-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.typedef-global.d: [D_DECL_IDRED] line 6: global variable identifier redeclared: pid
