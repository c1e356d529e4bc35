-- @@stderr --
dtrace: failed to compile script tests/d/probes/err.args-each-desc.d: [D_ARGS_IDX] line 9: index 0 is out of range for dtrace:::BEGIN args[ ]
