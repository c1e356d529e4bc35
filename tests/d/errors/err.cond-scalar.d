/* @@opts: -xerrtags */
/* The condition of ?: must be a scalar. */
struct s { int a; } v;

BEGIN
{
	x = v ? 1 : 2;
}
