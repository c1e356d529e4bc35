-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.ustack-strsize.d: [D_USTACK_STRSIZE] line 3: ustack( ) argument #2 must be a positive integer constant
