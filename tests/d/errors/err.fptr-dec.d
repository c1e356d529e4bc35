/* @@opts: -xerrtags */
/* Nor has a function pointer. */
int (*f)(int);

BEGIN
{
	--f;
}
