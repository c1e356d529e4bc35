-- @@stderr --
dtrace: failed to compile script tests/d/expr/err.noreg-strings.d: [D_NOREG] expression too complex: out of string temporaries
