/* @@opts: -xerrtags */
/* Output Formatting: an empty format string (D_PRINTF_FMT_EMPTY). */
BEGIN
{
	printf("");
}
