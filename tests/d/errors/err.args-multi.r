-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.args-multi.d: [D_ARGS_MULTI] line 11: args[ ] may not be referenced because probe description syscall::read: matches an unstable set of probes
