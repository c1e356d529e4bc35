-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.member.d: [D_TYPE_MEMBER] line 8: b is not a member of struct s
