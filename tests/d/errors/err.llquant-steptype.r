-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.llquant-steptype.d: [D_LLQUANT_STEPTYPE] line 3: llquantize( ) argument #4 must be an integer constant
