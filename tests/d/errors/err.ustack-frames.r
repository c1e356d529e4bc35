-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.ustack-frames.d: [D_USTACK_FRAMES] line 3: ustack( ) argument #1 must be a non-zero positive integer constant
