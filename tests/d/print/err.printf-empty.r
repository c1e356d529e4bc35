-- @@stderr --
dtrace: failed to compile script tests/d/print/err.printf-empty.d: [D_PRINTF_FMT_EMPTY] line 5: printf( ) format string is empty
