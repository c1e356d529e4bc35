-- @@stderr --
dtrace: failed to compile script tests/d/print/err.printf-time-int.d: [D_PRINTF_ARG_TYPE] line 5: printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %Y
	 prototype: int64_t
	  argument: int
