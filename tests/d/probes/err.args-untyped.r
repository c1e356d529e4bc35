-- @@stderr --
dtrace: failed to compile script tests/d/probes/err.args-untyped.d: [D_ARGS_IDX] line 9: index 0 is out of range for profile:::profile-97 args[ ]
