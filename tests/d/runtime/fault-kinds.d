/*
 * dtrace Provider: ERROR; Actions and Subroutines: the faults not in
 * faults.d, each raised by the construct DTrace raises it for: a register
 * uregs[] does not have (illegal operation, DTRACEFLT_ILLOP 3), alloca()
 * past the scratch space (out of scratch space, DTRACEFLT_NOSCRATCH 5), a
 * D array indexed past either end (index out of bounds with the index,
 * Oracle's DTRACEFLT_BADINDEX 11), bcopy() of more than scratch holds
 * (invalid size with the size, Oracle's DTRACEFLT_BADSIZE 10).  ERROR's
 * arguments: arg1 the probe (BEGIN's id 1), arg2 the clause, arg3 the pc
 * the message gives, arg4 the fault, arg5 the value the message shows.
 */
#pragma D option quiet

int a[4];

ERROR
{
	printf("ERROR: probe %d clause %d pc %d fault %d value %d\n",
	    arg1, arg2, arg3, arg4, arg5);
}

BEGIN { trace(uregs[100]); }
BEGIN { n = 100000; p = alloca(n); }
BEGIN { i = 7; trace(a[i]); }
BEGIN { i = -3; a[i] = 1; }
BEGIN { n = 1000000000; p = alloca(8); bcopy(p, p, n); }

BEGIN
{
	printf("fault constants %d %d %d %d %d %d %d %d %d %d\n",
	    DTRACEFLT_UNKNOWN, DTRACEFLT_BADADDR, DTRACEFLT_BADALIGN,
	    DTRACEFLT_ILLOP, DTRACEFLT_DIVZERO, DTRACEFLT_NOSCRATCH,
	    DTRACEFLT_KPRIV, DTRACEFLT_UPRIV, DTRACEFLT_TUPOFLOW,
	    DTRACEFLT_BADSTACK);
	exit(0);
}
