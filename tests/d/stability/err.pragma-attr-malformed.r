-- @@stderr --
dtrace: failed to compile script tests/d/stability/err.pragma-attr-malformed.d: [D_PRAGMA_MALFORM] line 3: malformed #pragma attributes <attributes> <ident>
