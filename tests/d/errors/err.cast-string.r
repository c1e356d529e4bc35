-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.cast-string.d: [D_CAST_INVAL] line 5: invalid cast expression: "string" to "long"
