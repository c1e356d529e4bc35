-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.decl-combo.d: [D_DECL_COMBO] line 3: invalid type combination
