/*
 * Guide, "Actions and Subroutines: exit" and "dtrace Provider: END": END
 * fires after exit(); an exit() in END records like any action and sets
 * the exit status dtrace returns (here 0, not BEGIN's 2).
 */
#pragma D option quiet

BEGIN
{
	exit(2);
}

END
{
	printf("END runs\n");
	exit(0);
}
