/* @@opts: -xerrtags */
/* Output Formatting: Size Prefixes: DTrace has no hh prefix; %hhd is an undefined conversion (D_SYNTAX). */
BEGIN
{
	printf("%hhd\\n", 1);
}
