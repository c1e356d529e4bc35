-- @@stderr --
dtrace: failed to compile script tests/d/fuzz-regress/err.printa-format-leak.d: line 8: printa( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %p
	 prototype: pointer or integer
	  argument: stack
