/* @@opts: -xerrtags */
/* Output Formatting: more arguments than conversions (D_PRINTF_ARG_EXTRA). */
BEGIN
{
	printf("%d\\n", 1, 2);
}
