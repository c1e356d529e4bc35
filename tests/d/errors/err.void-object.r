-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.void-object.d: [D_DECL_VOIDOBJ] line 3: cannot have void object: x
