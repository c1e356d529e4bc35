-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.pid0.d: [D_PROC_BADPID] line 3: pid0 does not contain a valid pid
