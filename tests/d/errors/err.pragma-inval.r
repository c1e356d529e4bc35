-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.pragma-inval.d: [D_PRAGMA_INVAL] line 4: invalid D pragma: nosuch
