-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.builtin-redecl.d: [D_DECL_IDRED] line 3: built-in identifier redeclared: pid
