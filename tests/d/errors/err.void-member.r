-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.void-member.d: [D_DECL_VOIDOBJ] line 5: cannot have void member: v
