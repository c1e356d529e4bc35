/*
 * Integer constants take the first type of C99's list that holds them
 * (6.4.4.1): a decimal one int, long, long long; a hex or octal one also
 * the unsigned types; a u suffix only the unsigned ones
 * (errors/err.int-oflow-decimal.d: a decimal past INT64_MAX has none).
 * @@opts: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", sizeof (2147483647), sizeof (2147483648),
	    sizeof (0x7fffffff), sizeof (0x80000000));
	printf("%d %d %d\n", sizeof (1u), sizeof (4294967296u), sizeof (0x8000000000000000));
	printf("%d %d %d\n", -1 < 0x80000000, -1 < 2147483648, 0x8000000000000000 > 0);
	printf("%u %u\n", 9223372036854775808u, 0xffffffffffffffff);
	exit(0);
}
