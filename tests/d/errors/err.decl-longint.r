-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.decl-longint.d: [D_DECL_LONGINT] line 4: invalid type declaration: long and long long may only be used with integer or floating-point type
