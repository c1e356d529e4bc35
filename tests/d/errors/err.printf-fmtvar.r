-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.printf-fmtvar.d: [D_PRINTF_ARG_FMT] line 6: printf( ) argument #1 is incompatible with prototype:
	prototype: string constant
	 argument: string
