-- @@stderr --
dtrace: failed to compile script tests/d/print/err.printf-float-int.d: [D_PRINTF_ARG_TYPE] line 5: printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %f
	 prototype: float, double, or long double
	  argument: int
