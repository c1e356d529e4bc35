-- @@stderr --
dtrace: failed to compile script tests/d/rawtp/err.args-idx.d: line 4: index 2 is out of range for rawtp:sched::sched_process_fork args[ ]
