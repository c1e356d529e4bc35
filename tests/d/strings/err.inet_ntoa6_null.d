/* inet_ntoa6(NULL) faults: the ERROR probe fires and exits 1. */
#pragma D option quiet

BEGIN
{
	trace(inet_ntoa6(NULL));
	exit(0);
}

ERROR
{
	exit(1);
}
