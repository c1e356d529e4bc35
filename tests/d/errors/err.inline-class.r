-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.inline-class.d: [D_DECL_BADCLASS] line 3: specified storage class not appropriate for inline declaration
