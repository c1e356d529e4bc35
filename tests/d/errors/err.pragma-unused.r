-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.pragma-unused.d: [D_PRAGMA_UNUSED] line 3: unused #pragma attributes
