-- @@stderr --
dtrace: failed to compile script tests/d/actions/err.printm.d: line 4: printm( ) is not implemented: tracemem( ) records and prints memory
