#pragma D option quiet

lockstat:::adaptive-block
{
	@ = count();
}

BEGIN
{
	exit(0);
}
