-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.stack-size.d: [D_STACK_SIZE] line 3: stack( ) argument #1 must be a non-zero positive integer constant
