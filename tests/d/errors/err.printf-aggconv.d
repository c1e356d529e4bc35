/* @@opts: -xerrtags */
/* %@ is printa()'s conversion. */
BEGIN
{
	printf("%@d\n", 1);
}
