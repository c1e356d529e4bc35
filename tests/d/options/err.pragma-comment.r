-- @@stderr --
dtrace: failed to compile script tests/d/options/err.pragma-comment.d: [D_PRAGMA_MALFORM] line 9: superfluous arguments specified for #pragma option
