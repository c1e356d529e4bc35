-- @@stderr --
dtrace: failed to compile script tests/d/sema/err.llquant_steps.d: [D_LLQUANT_STEPVAL] line 4: llquantize() argument #4 (steps) must be a multiple of argument #1 (factor) when steps>factor
