/*
 * DTrace's usual arithmetic conversions (Types, Operators, and Expressions:
 * Arithmetic Operators): no promotion to int; of two integer operands the
 * one of higher rank gives the result type, the rank being the width plus
 * one when unsigned.  Unary -, ~ and shifts keep their operand's type.  A
 * value is narrowed to its type where it is recorded (printf, trace).
 */
#pragma D option quiet

unsigned char uc[int];
char c[int];
short s[int];
unsigned short us[int];

BEGIN
{
	uc[0] = 254; c[0] = 3;
	printf("%d %d\n", uc[0] + c[0], c[0] + uc[0]);	/* unsigned char: 1 1 */
	printf("%d %d\n", sizeof (uc[0] + c[0]), sizeof (c[0] * c[0]));
	s[0] = 2; uc[0] = 253;
	printf("%d %d\n", s[0] + uc[0], sizeof (s[0] + uc[0]));	/* short: 255 2 */
	us[0] = 2; c[0] = -3;
	printf("%d %d\n", us[0] + c[0], sizeof (us[0] + c[0]));	/* unsigned short: 65535 2 */
	printf("%d %d\n", s[0] + 70000, sizeof (s[0] + 70000));	/* int: 70002 4 */
	printf("%d %d %d\n", ~uc[0], -uc[0], uc[0] << 1);	/* unsigned char: 2 3 250 */
	printf("%d\n", sizeof (c[0] << 8));
	exit(0);
}
