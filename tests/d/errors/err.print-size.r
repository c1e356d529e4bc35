-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.print-size.d: [D_PRINT_SIZE] line 4: print( ) argument #1 reference has type 'struct fwd' with size 0; cannot print( ) it.
