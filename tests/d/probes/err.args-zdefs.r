-- @@stderr --
dtrace: failed to compile script tests/d/probes/err.args-zdefs.d: [D_ARGS_MULTI] line 10: args[ ] may not be referenced because probe description nosuch:::probe matches an unstable set of probes
