/* Integer arithmetic: C semantics, 64-bit intermediates, narrowing on store. */
#pragma D option quiet

BEGIN
{
	a = 19; b = 5; c = -19;
	printf("%d %d %d %d\n", a + b, a - b, a * b, a / b);
	printf("%d %d %d %d\n", a % b, c / b, c % b, a % -b);
	printf("%d %d %d\n", a << 3, c >> 1, (unsigned int)c >> 1);
	printf("%x %x %x %x\n", a & b, a | b, a ^ b, ~a & 0xff);
	printf("%d %d %d %d %d %d\n", a < b, a > b, a <= 19, a >= 20, a == 19, a != 19);
	printf("%d %d %d\n", a && 0, a || 0, a ^^ b);
	printf("%d %d\n", a > b ? 100 : 200, a < b ? 100 : 200);
	printf("%d %d %d\n", (char)300, (unsigned char)300, (short)70000);
	i = 0x7fffffff;
	i = i + 1;
	printf("%d\n", i);
	printf("%d %d\n", -a, !a);
	exit(0);
}
