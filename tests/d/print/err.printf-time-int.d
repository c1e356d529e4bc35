/* @@opts: -xerrtags */
/* Output Formatting: %Y takes a 64-bit integer, an int is refused (D_PRINTF_ARG_TYPE). */
BEGIN
{
	printf("%Y\\n", 1);
}
