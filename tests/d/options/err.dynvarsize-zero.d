/* @@opts: -q */
/* Dynamic variables need space for at least one. */
#pragma D option dynvarsize=0

BEGIN
{
	self->x = 1;
	exit(0);
}
