-- @@stderr --
dtrace: failed to compile script tests/d/fuzz-regress/err.args-range-leak.d: line 7: index -1 is out of range for syscall:vmlinux:write:entry args[ ]
