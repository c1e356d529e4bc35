/* @@opts: -q */
/*
 * Buffers and Buffering, ring Policy: the buffer is a ring that keeps the
 * most recent records and is printed only when tracing stops.  BEGIN's
 * twenty records (one per clause, all on one CPU, 8 bytes each as DTrace
 * lays them out) do not fit in 128 bytes: the first are gone, the last
 * fifteen and exit()'s are printed, in order.
 */
#pragma D option bufpolicy=ring
#pragma D option bufsize=128

BEGIN
{
	printf("%d ", 1);
}

BEGIN
{
	printf("%d ", 2);
}

BEGIN
{
	printf("%d ", 3);
}

BEGIN
{
	printf("%d ", 4);
}

BEGIN
{
	printf("%d ", 5);
}

BEGIN
{
	printf("%d ", 6);
}

BEGIN
{
	printf("%d ", 7);
}

BEGIN
{
	printf("%d ", 8);
}

BEGIN
{
	printf("%d ", 9);
}

BEGIN
{
	printf("%d ", 10);
}

BEGIN
{
	printf("%d ", 11);
}

BEGIN
{
	printf("%d ", 12);
}

BEGIN
{
	printf("%d ", 13);
}

BEGIN
{
	printf("%d ", 14);
}

BEGIN
{
	printf("%d ", 15);
}

BEGIN
{
	printf("%d ", 16);
}

BEGIN
{
	printf("%d ", 17);
}

BEGIN
{
	printf("%d ", 18);
}

BEGIN
{
	printf("%d ", 19);
}

BEGIN
{
	printf("%d ", 20);
}

BEGIN
{
	exit(0);
}
