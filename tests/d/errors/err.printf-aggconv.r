-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.printf-aggconv.d: [D_PRINTF_AGG_CONV] line 5: %@ conversion requires an aggregation and is not for use with printf( )
