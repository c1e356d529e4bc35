-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.arrow-nonsou.d: [D_OP_SOU] line 7: operator -> cannot be applied to pointer to type "int"; must be applied to a struct or union pointer
