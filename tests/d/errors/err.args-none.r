-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.args-none.d: [D_ARGS_NONE] line 3: args[ ] may not be referenced outside of a probe clause
