/* @@opts: -xerrtags */
/* Output Formatting: a size prefix binds the argument type: %ld of an int (D_PRINTF_ARG_TYPE). */
BEGIN
{
	printf("%ld\\n", 1);
}
