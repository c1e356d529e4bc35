-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.stringof-type.d: [D_STRINGOF_TYPE] line 4: cannot apply stringof to a value of type struct s
