# pr_flag holds the Guide's PR_* flags: a process under ptrace(2) has
# PR_PTRACE (psinfo_t and lwpsinfo_t), a thread stopped (here: at the exec
# its tracer is told of) PR_STOPPED and pr_sname 'T', a thread blocking in a
# system call PR_ASLEEP; no user process is PR_ISSYS.
# @@needs: test -x /usr/bin/python3
$DTRACE -qn '
proc:::exec-success /ppid == $target && execname == "true"/
{
	printf("exec: ptrace %d %d issys %d stopped %d\n",
	    (curpsinfo->pr_flag & PR_PTRACE) != 0,
	    (curlwpsinfo->pr_flag & PR_PTRACE) != 0,
	    (curpsinfo->pr_flag & PR_ISSYS) != 0,
	    (curlwpsinfo->pr_flag & PR_STOPPED) != 0);
}
sched:::off-cpu /ppid == $target && execname == "true" && curlwpsinfo->pr_sname == '\''T'\'' && !stopped/
{
	stopped = 1;
	printf("stop: stopped %d asleep %d\n",
	    (curlwpsinfo->pr_flag & PR_STOPPED) != 0,
	    (curlwpsinfo->pr_flag & PR_ASLEEP) != 0);
}
/* the tracer blocks in wait4() for its child: asleep, not stopped (the
 * predicate reads the flag itself: a wakeup may set the state running
 * again before this thread is off the CPU) */
sched:::off-cpu /pid == $target && curlwpsinfo->pr_flag & PR_ASLEEP && !asleep/
{
	asleep = 1;
	printf("wait: stopped %d ptrace %d\n",
	    (curlwpsinfo->pr_flag & PR_STOPPED) != 0,
	    (curpsinfo->pr_flag & PR_PTRACE) != 0);
}' -c "/usr/bin/python3 traced.py" | sort
