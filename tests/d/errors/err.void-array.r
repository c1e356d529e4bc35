-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.void-array.d: [D_DECL_VOIDOBJ] line 3: cannot declare array of void
