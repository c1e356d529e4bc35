/*
 * Guide, "Actions and Subroutines" and "dtrace Provider: ERROR": each
 * run-time fault the guide lists aborts the clause it happens in (what
 * the clause recorded before the fault is not shown), fires dtrace:::ERROR
 * with the fault in arg4 (1 DTRACEFLT_BADADDR, 4 DTRACEFLT_DIVZERO), and
 * tracing goes on with the next clause.
 */
#pragma D option quiet
#pragma D option destructive

ERROR
{
	printf("ERROR: clause %d fault %d\n", arg2, arg4);
}

/* a NULL string plus an offset */
BEGIN { s[1] = "hello"; s[1] = 0; printf("%c\n", s[1][2]); }
/* past the end of alloca()'d memory, and before it */
BEGIN { p = (char *)alloca(8); printf("%d\n", p[9]); }
BEGIN { p = (char *)alloca(8); p[-1] = 1; printf("not reached\n"); }
/* division by zero */
BEGIN { x = 0; y = 1 / x; printf("not reached\n"); }
/* copyout() where no process memory can be written */
BEGIN { copyout((void *)3, 0, 5); printf("not reached\n"); }
/* a byte loop (strlen) over NULL */
BEGIN { trace(strlen(strchr("abc", 'z'))); }
/* a bad kernel address */
BEGIN { trace(*(int *)8); }

BEGIN
{
	printf("tracing goes on\n");
	exit(0);
}
