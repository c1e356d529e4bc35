/* @@opts: -xerrtags */
/* A struct declared but never defined has no members to reach. */
struct foo *p;

BEGIN
{
	x = p->a;
}
