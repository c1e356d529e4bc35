-- @@stderr --
dtrace: failed to compile script tests/d/print/err.printf-dyn-type.d: [D_PRINTF_DYN_TYPE] line 5: printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: % * d
	 prototype: int
	  argument: string
