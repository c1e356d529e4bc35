-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.parmclass.d: [D_DECL_PARMCLASS] line 3: inappropriate storage class for function or associative array parameter
