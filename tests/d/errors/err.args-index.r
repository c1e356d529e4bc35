-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.args-index.d: [D_ARGS_IDX] line 5: index 0 is out of range for dtrace:::BEGIN args[ ]
