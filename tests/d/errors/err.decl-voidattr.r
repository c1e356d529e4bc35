-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.decl-voidattr.d: [D_DECL_VOIDATTR] line 3: invalid type declaration: attributes may not be used with void type
