-- @@stderr --
dtrace: failed to compile script tests/d/print/err.printf-lx-longlong.d: [D_PRINTF_ARG_TYPE] line 8: printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %lx
	 prototype: long
	  argument: long long
