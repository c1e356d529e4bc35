-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.tracemem-size.d: [D_TRACEMEM_SIZE] line 3: tracemem( ) argument #2 must be a non-zero positive integral constant expression
