/*
 * Variables: globals after a large global array (past 32 KiB of global
 * storage) are loaded and stored like any other: scalars, ++ and op=,
 * strings, structs, arrays.  (They were refused: "too many global
 * variables".)
 */
#pragma D option quiet

int big[10000];
int y;
string s;
struct pair { int a; long b; } v;
int small[3];

BEGIN
{
	big[9999] = 9;
	y = 3;
	y++;
	y += 2;
	s = "hi";
	v.b = 5;
	w = v;
	small[2] = 7;
	printf("%d %d %s %d %d %d %d\n", big[9999], y, s, v.b, w.b, small[2], big[1]);
	exit(0);
}
