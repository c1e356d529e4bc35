-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.pragma-scope.d: [D_PRAGMA_SCOPE] line 3: #pragma attributes cannot modify entity defined outside program scope
