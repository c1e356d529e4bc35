/* @@opts: -xerrtags */
/* Output Formatting: a * width must be an integer (D_PRINTF_DYN_TYPE). */
BEGIN
{
	printf("%*d\\n", "w", 1);
}
