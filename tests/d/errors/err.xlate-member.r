-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.xlate-member.d: [D_XLATE_MEMB] line 4: translator member b is not a member of struct s
