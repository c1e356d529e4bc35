/* @@opts: -xerrtags */
/* Output Formatting: every conversion takes an argument (D_PRINTF_ARG_PROTO). */
BEGIN
{
	printf("%d %s\\n", 1);
}
