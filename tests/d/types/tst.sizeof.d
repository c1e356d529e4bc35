/*
 * sizeof (Types, Operators and Expressions): of a type, of an expression,
 * of a string constant (its bytes and the terminating NUL, as the guide
 * sizes a string constant object; the string type is strsize bytes), of
 * NULL (a pointer), of arrays and structs, without evaluating its operand.
 */
#pragma D option quiet
#pragma D option strsize=64

struct s {
	char c;
	int i;
	long l;
};
int a[10];

BEGIN
{
	printf("%d %d %d %d\n", sizeof(char), sizeof(short), sizeof(int), sizeof(long long));
	printf("%d %d %d\n", sizeof("abc"), sizeof(string), sizeof(NULL));
	printf("%d %d %d\n", sizeof(struct s), sizeof(a), sizeof(a[0]));
	x = 1;
	y = sizeof(x++);
	printf("%d %d\n", y, x);
	exit(0);
}
