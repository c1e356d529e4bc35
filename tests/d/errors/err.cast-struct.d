/* @@opts: -xerrtags */
/* An integer cannot become a struct. */
struct s { int a; };

BEGIN
{
	x = (struct s)1;
}
