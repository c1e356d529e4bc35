-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.pragma-binding-unused.d: [D_PRAGMA_UNUSED] line 4: unused #pragma binding
