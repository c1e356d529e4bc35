-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.xlate-notsou.d: [D_XLATE_SOU] line 3: translator output type must be a struct or union
