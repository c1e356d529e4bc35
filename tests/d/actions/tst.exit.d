/*
 * Guide, "Actions and Subroutines: exit": exit(n) sets the exit status
 * and stops tracing at once: "no new actions will occur on any CPU", so
 * the clauses after it in the same firing do not run (END still does).
 */
#pragma D option quiet

BEGIN
{
	printf("one\n");
	exit(0);
}

BEGIN
{
	printf("two\n");
}

END
{
	printf("end\n");
}
