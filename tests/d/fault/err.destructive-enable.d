/*
 * Actions and Subroutines: Destructive Actions.  A program with a
 * destructive action compiles without -w (dtrace -e accepts it); it is
 * refused when enabled, before BEGIN runs: nothing is printed.
 */
#pragma D option quiet

BEGIN
{
	printf("BEGIN ran\n");
	system("echo system ran");
	exit(0);
}
