/*
 * Signed division, remainder and sign extension at run time (the values
 * are variables: no constant folding), as C defines them -- truncation
 * toward zero, INT64_MIN / -1 wraps, the remainder takes the dividend's
 * sign (a % b == a - (a / b) * b), as constant folding computes it (the
 * last lines: the same operations on constants, and %= at run time).
 * Lowered to BPF ISA v3, so Debian 12's 6.1 runs it.
 * @@opts: -q
 */
BEGIN
{
	a = -7; b = 2; c = -2; m = -9223372036854775807 - 1; one = -1;
	printf("%d %d %d %d\n", a / b, a % b, a / c, a % c);
	printf("%d %d %d %d\n", 7 / c, 7 % c, (a * 3) / b, m / 2);
	printf("%d %d\n", m / one, m % 3);
	x = (char)-3; y = (short)-300; z = (int)-70000;
	printf("%d %d %d\n", x, y, z);
	printf("%d %d %d %d\n", -7 % 2, -7 % -2, 7 % -2, 7 / -2);
	r = 19; r %= -5; q = -19; q %= 5;
	printf("%d %d\n", r, q);
	exit(0);
}
