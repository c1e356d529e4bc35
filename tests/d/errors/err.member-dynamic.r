-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.member-dynamic.d: [D_DECL_DYNOBJ] line 6: cannot have dynamic member: a
