/*
 * trace(), print(), printf() and printa() of each kind of D type, by the
 * guide's rules: trace() prints 1-, 2-, 4- and 8-byte data as a decimal
 * integer (an enum, a char, a bit-field), a char array as its string, any
 * other size as hexadecimal bytes (an int array, a struct, laid out as
 * DTrace's CTF lays out D structs); print() names each type and value and
 * skips zero-valued members and elements (a char array is an array there,
 * element by element, at the top as in a member: print/tst.print-chararray.sh);
 * printf() and printa() format
 * enums, chars, bit-fields, char arrays and strings kept in arrays and
 * struct members; aggregation keys print as their types.
 */
#pragma D option quiet
/* two string keys within 5.10's 512-byte map keys */
#pragma D option strsize=128

enum color { RED, GREEN = 5, BLUE };
struct s { int a; char b; short c[2]; enum color e; unsigned int bf:3; unsigned int bg:5; };
struct t { string name; int n; };
struct s g;
struct t tt;
int arr[3];
char ca[4];
string sa[2];
enum color col;

BEGIN
{
	g.a = 1; g.b = 'x'; g.c[1] = 7; g.e = BLUE; g.bf = 5; g.bg = 17;
	arr[1] = 2; ca[0] = 'h'; ca[1] = 'i'; col = GREEN;
	sa[0] = "x"; sa[1] = "yy"; names["a"] = "alpha"; tt.name = "beta"; tt.n = 3;
	printf("-- trace\n");
	trace(col); printf("\n");
	trace(g.e); printf("\n");
	trace(g.b); printf("\n");
	trace(g.bf); printf("\n");
	trace(ca); printf("\n");
	trace(sa[1]); printf("\n");
	trace(names["a"]); printf("\n");
	trace(arr); printf("\n");
	trace(g); printf("\n");
	printf("-- print\n");
	print(col); printf("\n");
	print(g.b); printf("\n");
	print(arr); printf("\n");
	print(ca); printf("\n");
	print(sa); printf("\n");
	print(g); printf("\n");
	print(tt); printf("\n");
	printf("-- printf\n");
	printf("%d %d %c %d %d %s %s %s %s\n", col, g.e, g.b, g.bf, g.bg, ca, sa[0], names["a"],
	    tt.name);
	printf("-- printa\n");
	@a[col] = count(); @b[g.b] = count(); @c[g.bf] = sum(g.bg); @d[ca] = count();
	@e[names["a"], tt.name] = count();
	printa(@a); printa(@b); printa(@c); printa(@d);
	printa("%s %s %@d\n", @e);
	exit(0);
}
