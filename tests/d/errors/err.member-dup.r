-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.member-dup.d: [D_UNKNOWN] line 11: failed to define member 'x': Duplicate member or variable name
