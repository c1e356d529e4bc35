/*
 * Guide, "Actions and Subroutines" and "dtrace Provider: ERROR": a fault
 * aborts the clause it happens in wherever it happens: in a predicate (the
 * clause does not run), in a speculative clause (nothing is speculated, a
 * commit() commits nothing), in END, in the ERROR clause itself (counted
 * as "N errors in ERROR probe enabling", no ERROR recursion, no hang); %
 * and %= by zero are DIVZERO like /.  Each firing of a probe faults anew:
 * tracing goes on.
 */
#pragma D option quiet

ERROR
{
	printf("ERROR: fault %d addr %d\n", arg4, arg5);
}

ERROR
/arg4 == 4/
{
	/* a fault in the ERROR clause: counted, ERROR does not fire again */
	trace(*(int *)16);
}

BEGIN { zero = 0; n = 0; }
BEGIN / *(int *)32 == 0 / { printf("predicate faulted: not reached\n"); }
BEGIN { five = 5; x = five % zero; printf("not reached\n"); }
BEGIN { five = 5; five %= zero; printf("not reached\n"); }
BEGIN { spec = speculation(); }
BEGIN { speculate(spec); printf("speculated: not reached\n"); trace(*(int *)48); }
BEGIN { commit(spec); }

tick-10ms
/n < 3/
{
	n++;
	trace(*(int *)(n * 8));
}

tick-10ms
/n == 3/
{
	printf("tracing goes on after %d faults in one clause\n", n);
	exit(0);
}

END { trace(*(int *)56); }
END { printf("END goes on\n"); }
