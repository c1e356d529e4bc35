-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.decl-badclass.d: [D_DECL_BADCLASS] line 3: specified storage class not appropriate in D
