-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.xlate-noconv.d: [D_XLATE_NOCONV] line 8: translator does not define conversion for member: b
