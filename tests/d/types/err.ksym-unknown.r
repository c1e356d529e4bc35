-- @@stderr --
dtrace: failed to compile script tests/d/types/err.ksym-unknown.d: line 8: failed to resolve `nosuch_symbol_xyz: Unknown symbol name
