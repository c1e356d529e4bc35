/* @@opts: -xerrtags */
/* A member the translator does not define cannot be read. */
struct s { int a; int b; };
translator struct s < int x > { a = x; };

BEGIN
{
	y = xlate <struct s> (1).b;
}
