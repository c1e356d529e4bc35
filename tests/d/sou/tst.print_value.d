/* print() of struct values held in variables, and of a pointer to one. */
#pragma D option quiet

struct foo { int a; char b[4]; long c; struct { short x, y; } in; };
struct foo v;
self struct foo w;

BEGIN
{
	v.a = 1;
	v.b[0] = 'h';
	v.c = 99;
	v.in.y = -2;
	self->w = v;
	self->w.a = 0;
	print(v);
	print(self->w);
	print(v.in);
	exit(0);
}
