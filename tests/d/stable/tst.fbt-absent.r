dtrace: invalid probe specifier sched:::dequeue: probe description sched:::dequeue does not match any probes
dtrace: sched:::dequeue is unavailable: it has no tracepoint, and this kernel runs no fentry programs to build it on dequeue_task_dl or dequeue_task_fair or dequeue_task_rt
exit 1
dtrace: invalid probe specifier sched:::tick: probe description sched:::tick does not match any probes
dtrace: sched:::tick is unavailable: it has no tracepoint, and this kernel runs no fentry programs to build it on sched_tick or scheduler_tick
exit 1
dtrace: invalid probe specifier io:::wait-start: probe description io:::wait-start does not match any probes
dtrace: io:::wait-start is unavailable: it has no tracepoint, and this kernel runs no fentry programs to build it on submit_bio_wait
exit 1
dtrace: invalid probe specifier io::submit_bio_wait:wait-done: probe description io::submit_bio_wait:wait-done does not match any probes
dtrace: io:::wait-done is unavailable: it has no tracepoint, and this kernel runs no fentry programs to build it on submit_bio_wait
exit 1
dtrace: invalid probe specifier sched:::remain-cpu: probe description sched:::remain-cpu does not match any probes
dtrace: sched:::remain-cpu is unavailable on Linux: the scheduler keeping the same thread (__schedule() picking it again) is neither a tracepoint nor a function call
exit 1
dtrace: invalid probe specifier sched:::surrender: probe description sched:::surrender does not match any probes
dtrace: sched:::surrender is unavailable on Linux: no tracepoint marks a CPU asking another to reschedule, and this provider does not build it on fbt (resched_curr())
exit 1
