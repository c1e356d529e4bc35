/* @@opts: -xerrtags */
/* A void pointer has no element size to step by. */
void *p;

BEGIN
{
	p++;
}
