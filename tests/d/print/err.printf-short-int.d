/* @@opts: -xerrtags */
/* Output Formatting: Size Prefixes: %hd names a short argument; an int is refused (D_PRINTF_ARG_TYPE). */
BEGIN
{
	printf("%hd\\n", 0xcdef);
}
