/* @@opts: -xerrtags */
/*
 * Output Formatting: %lx wants a long; a long long (here 1LL) takes %llx,
 * even though both are 64 bits.
 */
BEGIN
{
	printf("%lx\n", 1LL);
}
