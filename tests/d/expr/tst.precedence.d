/* Types, Operators, and Expressions: the table of operator precedence and
 * associativity.  Each expression's value depends on the grouping: the
 * expected values are those of the grouping the table gives.  Operands are
 * constants (folded by the compiler) and variables (computed by the
 * program), so both paths group alike. */
#pragma D option quiet

BEGIN
{
	one = 1; two = 2; three = 3;
	/* * / % over + -; left to right within a level */
	printf("%d %d %d %d %d\n", 1 + 2 * 3, 10 - 4 - 3, 100 / 10 / 5, 7 % 4 % 3, 7 / 2 * 2);
	printf("%d %d %d\n", one + two * three, 10 - 4 - three, 100 / 10 / (two + three));
	/* + - over << >> */
	printf("%d %d %d\n", 2 + 3 << 1, 1 << 2 + 1, 16 >> 2 >> 1);
	printf("%d %d\n", two + three << one, one << two + one);
	/* << over relational over equality */
	printf("%d %d %d %d\n", 1 < 2 == 1, 2 == 2 < 1, 5 > 3 > 2, 1 << 1 < 3);
	printf("%d %d\n", two == two < one, three > two > one);
	/* equality over & over ^ over | */
	printf("%d %d %d\n", 6 & 3 == 3, 3 & 5 ^ 6 | 8, 1 | 2 ^ 3 & 1);
	printf("%d %d\n", 6 & three == 3, one | two ^ three & one);
	/* | over && over ^^ over || */
	printf("%d %d %d %d\n", 1 ^^ 0 && 0, 0 || 1 ^^ 1, 1 ^^ 1 ^^ 1, 0 && 1 | 2);
	printf("%d %d\n", one ^^ 0 && 0, 0 || one ^^ one);
	/* ?: right to left, below || */
	printf("%d %d %d\n", 1 ? 2 : 0 ? 3 : 4, 0 ? 2 : 0 ? 3 : 4, 0 || 1 ? 5 : 6);
	printf("%d %d\n", one ? two : 0 ? three : 4, 0 ? two : 0 ? three : 4);
	/* unary operators, casts and sizeof over the binary ones */
	printf("%d %d %d %d %d\n", -2 * -3, - - 4, ~0 + 1, !0 + 1, ~1 == -2);
	printf("%d %d %d\n", sizeof 1 + 1, (uint8_t)255 + 1, (uint8_t)(255 + 1));
	printf("%d %d\n", -two * -three, ~one == -2);
	/* assignments right to left, below ?:; the comma lowest of all */
	a = b = c = 5;
	x = 10; x -= 2 - 1;
	y = 3; y <<= 1 + 1;
	z = (w = 3, w + 1);
	printf("%d %d %d %d %d %d %d\n", a, b, c, x, y, z, w);
	exit(0);
}
