-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.struct-redecl.d: [D_DECL_TYPERED] line 4: type redeclared: struct s
