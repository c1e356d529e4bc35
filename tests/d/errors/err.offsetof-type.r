-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.offsetof-type.d: [D_OFFSETOF_TYPE] line 3: offsetof operand must be a struct or union type
