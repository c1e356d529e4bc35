/* Division by zero faults the clause (DTrace's error message), the script goes on. */
#pragma D option quiet

BEGIN
{
	z = 0;
	printf("before\n");
	x = 1 / z;
	printf("not reached\n");
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
