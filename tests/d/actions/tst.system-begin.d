/*
 * Guide, "Actions and Subroutines: system" and "dtrace Provider: BEGIN":
 * BEGIN fires once every probe of the program is enabled, and system()
 * runs its command from the consumer after the clause that asked for it.
 * So the command's process is seen by the other probes: its syscalls,
 * its proc:::exit.
 */
#pragma D option quiet
#pragma D option destructive

BEGIN
{
	printf("begin\n");
	system("echo from-system");
}

proc:::exit
/ppid == $pid/
{
	printf("the command's exit was traced\n");
	exit(0);
}
