-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.addrof-var.d: [D_ADDROF_VAR] line 3: cannot take address of dynamic variable
