/* @@opts: -xerrtags */
/* Output Formatting: a * width with no argument for it (D_PRINTF_DYN_PROTO). */
BEGIN
{
	printf("%*d");
}
