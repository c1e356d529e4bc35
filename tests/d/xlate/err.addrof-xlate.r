-- @@stderr --
dtrace: failed to compile script tests/d/xlate/err.addrof-xlate.d: [D_ADDROF_VAR] line 6: cannot take address of dynamic object
