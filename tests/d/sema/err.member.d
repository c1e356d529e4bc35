/* @@opts: -xerrtags */
struct s {
	int a;
} v;

BEGIN
{
	trace(v.b);
}
