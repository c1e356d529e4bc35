-- @@stderr --
dtrace: failed to compile script tests/d/options/err.pragma-superfluous.d: [D_PRAGMA_MALFORM] line 3: superfluous arguments specified for #pragma option
