/* exit(1) in BEGIN: dtrace exits with status 1 and no probe fires after. */
#pragma D option quiet

BEGIN
{
	exit(1);
}

tick-1ms
{
	printf("must not fire\n");
}
