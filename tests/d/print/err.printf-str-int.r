-- @@stderr --
dtrace: failed to compile script tests/d/print/err.printf-str-int.d: [D_PRINTF_ARG_TYPE] line 5: printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %s
	 prototype: char [] or string (or use stringof)
	  argument: int
