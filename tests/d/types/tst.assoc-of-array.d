/*
 * Pointers and Arrays; Variables: a declaration whose first dimension is
 * a tuple and whose next are sizes (int a[int][3]) declares an associative
 * array of arrays, as DTrace reads it; elements are created by a store
 * into them, read 0 until then, and are bounds-checked at run time
 * (sou/array_bounds.d).
 */
#pragma D option quiet

int a[int][3];
self char name[string][8];

BEGIN
{
	a[1][2] = 5;
	a[1][0] = 7;
	a[2][1] = 9;
	printf("%d %d %d %d %d %d\n", a[1][0], a[1][1], a[1][2], a[2][1], a[3][0],
	    sizeof(a[1]));
	self->name["x"][0] = 'h';
	self->name["x"][1] = 'i';
	printf("%s %d\n", stringof(self->name["x"]), sizeof(self->name["x"]));
	exit(0);
}
