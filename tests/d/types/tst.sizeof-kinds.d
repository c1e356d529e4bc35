/*
 * sizeof of every kind of expression: each variable scope (typed by its
 * first assignment: int, char, long long, short), struct members and array
 * elements, a union, an enum type and its constant, a character constant
 * (an int), a conditional (the usual conversions of its two arms), built-in
 * variables (strings are strsize bytes; a string constant is its length
 * up to the first NUL and that NUL, a string plus an integer strsize
 * again), a kernel member array, uregs[],
 * pointers, and a D struct with bit-fields laid out as DTrace's CTF does
 * (each bit-field in the bytes its bits need, no padding after).
 */
#pragma D option quiet

enum color { RED, GREEN = 5, BLUE };
struct s { int a; char b; short c[2]; enum color e; unsigned int bf:3; unsigned int bg:5; };
union u { char c; long l; };
struct s g;
int arr[3];

BEGIN
{
	x = 1; this->y = (char)1; self->z = 1LL; a["k"] = (short)1; s = "str";
	printf("%d %d %d %d %d\n", sizeof(int), sizeof(x), sizeof(this->y), sizeof(self->z),
	    sizeof(a["k"]));
	printf("%d %d %d %d %d %d\n", sizeof(struct s), sizeof(g), sizeof(g.c), sizeof(g.c[0]),
	    offsetof(struct s, e), sizeof(union u));
	printf("%d %d %d %d\n", sizeof(string), sizeof(execname), sizeof(s), sizeof(char *));
	printf("%d %d %d\n", sizeof(curthread->comm), sizeof(1 + 2), sizeof(1L));
	printf("%d %d %d %d %d\n", sizeof(timestamp), sizeof(arr), sizeof arr, sizeof(enum color),
	    sizeof(RED));
	printf("%d %d %d\n", sizeof('a'), sizeof(1 ? 1 : 2L), sizeof(arr[0] + g.b));
	printf("%d %d %d %d\n", sizeof(&arr[0]), sizeof(arg0), sizeof(uregs[0]), sizeof(probefunc));
	printf("%d %d %d %d %d\n", sizeof("abc"), sizeof "", sizeof("a\0bc"), sizeof("abc" + 1),
	    sizeof(s + 1));
	exit(0);
}
