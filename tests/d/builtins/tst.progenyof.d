/* @@opts: -q */
/*
 * Actions and Subroutines: progenyof(pid) is non-zero when the current
 * process is pid or among its progeny.  dtrace descends from init (1) and
 * from its parent; every process descends from pid 0, the root of the
 * process tree; a pid no process has (-1) has no progeny.  Kernel threads
 * (PF_KTHREAD, 0x00200000) are children of kthreadd (2), not of init, and
 * also descend from pid 0.
 */
BEGIN
{
	printf("self %d parent %d init %d root %d none %d\n", progenyof(pid),
	    progenyof(ppid), progenyof(1), progenyof(0), progenyof(-1));
}

sched:::on-cpu
/(curthread->flags & 0x00200000) && pid > 2/
{
	printf("kthread: init %d kthreadd %d root %d self %d\n", progenyof(1),
	    progenyof(2), progenyof(0), progenyof(pid));
	exit(0);
}
