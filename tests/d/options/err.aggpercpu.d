/*
 * aggpercpu (per-CPU aggregation data) is refused with its reason, never
 * accepted and ignored.
 */
#pragma D option aggpercpu

BEGIN
{
	@ = count();
	exit(0);
}
