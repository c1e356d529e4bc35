/* @@opts: -xerrtags */
/* void * + int is not pointer arithmetic. */
void *p;

BEGIN
{
	x = p + 1;
}
