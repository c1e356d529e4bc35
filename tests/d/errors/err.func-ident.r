-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.func-ident.d: [D_FUNC_IDENT] line 3: function designator is not of function type
