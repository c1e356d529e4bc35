/* strtok(NULL, ...) before any string was given faults (address 0): the
 * ERROR probe fires and exits 1. */
#pragma D option quiet

BEGIN
{
	trace(strtok(NULL, "!"));
	exit(0);
}

ERROR
{
	exit(1);
}
