/* A fault prints DTrace's message on stderr and fires dtrace:::ERROR with
 * arg1 = probe id, arg2 = clause, arg4 = fault; the faulting clause stops,
 * the next clause of the same probe still runs. */
#pragma D option quiet

ERROR
{
	printf("ERROR: probe %d clause %d fault %d addr %d\n", arg1, arg2, arg4, arg5);
}

BEGIN
{
	x = *(int *)64;
	printf("not reached\n");
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
