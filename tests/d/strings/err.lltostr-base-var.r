-- @@stderr --
dtrace: failed to compile script tests/d/strings/err.lltostr-base-var.d: line 6: lltostr( ) argument #2: the base must be an integer constant (the digits are generated for one base at compile time)
