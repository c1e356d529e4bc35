/* @@opts: -xerrtags */
/* Output Formatting: %s of an integer (D_PRINTF_ARG_TYPE). */
BEGIN
{
	printf("%s\\n", 1);
}
