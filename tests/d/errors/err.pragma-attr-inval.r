-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.pragma-attr-inval.d: [D_PRAGMA_INVAL] line 3: invalid attributes specified by #pragma attributes
