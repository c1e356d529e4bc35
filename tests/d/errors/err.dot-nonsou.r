-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.dot-nonsou.d: [D_OP_SOU] line 7: operator . cannot be applied to type "int"; must be applied to a struct or union
