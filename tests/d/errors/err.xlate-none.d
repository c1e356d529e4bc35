/* @@opts: -xerrtags */
/* xlate needs a translator from the input type. */
struct s { int a; };
translator struct s < int x > { a = x; };

BEGIN
{
	y = xlate <struct s> ("abc");
}
