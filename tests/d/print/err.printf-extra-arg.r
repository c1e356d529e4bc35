-- @@stderr --
dtrace: failed to compile script tests/d/print/err.printf-extra-arg.d: [D_PRINTF_ARG_EXTRA] line 5: printf( ) prototype mismatch: only 1 arguments required by this format string
