#pragma D option quiet

lockstat:::adaptive-block
{
	@ = count();
}
