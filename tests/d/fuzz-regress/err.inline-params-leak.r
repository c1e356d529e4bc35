-- @@stderr --
dtrace: failed to compile script tests/d/fuzz-regress/err.inline-params-leak.d: line 5: inline a definition uses incompatible types: "int" = "string"
