-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.llquant-stepval.d: [D_LLQUANT_STEPVAL] line 3: llquantize() argument #4 (steps) must evenly divide argument #1 (factor) when steps<factor
