/* A tuple has at most as many elements as DTrace has tuple registers
 * (eight by default): eight keys are fine for arrays, thread-local
 * arrays and aggregations. */
#pragma D option quiet
BEGIN
{
	a[1, 2, 3, 4, 5, 6, 7, 8] = 36;
	self->t[1, 2, 3, 4, 5, 6, 7, 8] = 8;
	@c[1, 2, 3, 4, 5, 6, 7, 8] = count();
	printf("%d %d\n", a[1, 2, 3, 4, 5, 6, 7, 8], self->t[1, 2, 3, 4, 5, 6, 7, 8]);
	exit(0);
}
