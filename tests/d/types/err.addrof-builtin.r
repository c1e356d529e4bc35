-- @@stderr --
dtrace: failed to compile script tests/d/types/err.addrof-builtin.d: [D_ADDROF_VAR] line 8: cannot take address of dynamic variable
