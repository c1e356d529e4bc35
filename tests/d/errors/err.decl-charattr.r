-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.decl-charattr.d: [D_DECL_CHARATTR] line 3: invalid type declaration: short and long may not be used with char type
