-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.pragma-binding-scope.d: [D_PRAGMA_SCOPE] line 3: #pragma binding cannot modify entity defined outside program scope
