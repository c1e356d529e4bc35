-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.cast-struct.d: [D_CAST_INVAL] line 7: invalid cast expression: "int" to "struct s"
