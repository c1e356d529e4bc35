/* @@opts: -xerrtags */
/* Output Formatting: Conversion Formats: %f takes a floating-point argument; an int is refused (D_PRINTF_ARG_TYPE). */
BEGIN
{
	printf("%f\\n", 1);
}
