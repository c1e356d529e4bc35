-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.decl-ident.d: [D_DECL_IDENT] line 3: old-style declaration or incorrect type specified
