/* Global, clause-local and nested struct values: member stores and reads,
 * whole-struct assignment between variables. */
#pragma D option quiet

struct pt { int x; short y; char c; };
struct seg { struct pt a, b; long n; };

struct pt g;
struct seg s, t;
this struct pt l;

BEGIN
{
	g.x = -5; g.y = 300; g.c = 'q';
	this->l.x = 7; this->l.y = -2; this->l.c = 'z';
	s.a = g;
	s.b = this->l;
	s.n = 1234567890123;
	t = s;
	t.a.x += 10;
	t.b.y++;
	++t.n;
	printf("%d %d %c | %d %d %c\n", g.x, g.y, g.c, this->l.x, this->l.y, this->l.c);
	printf("%d %d %c %d %d %c %d\n", s.a.x, s.a.y, s.a.c, s.b.x, s.b.y, s.b.c, s.n);
	printf("%d %d %d\n", t.a.x, t.b.y, t.n);
	printf("%d\n", sizeof(s));
	exit(0);
}
