-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.empty.d: [D_EMPTY] line 4: empty D program translation unit
