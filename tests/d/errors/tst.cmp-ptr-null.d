/* @@opts: -q */
/* Types, Operators, and Expressions: a pointer compares with 0 and NULL on
 * either side, and with a compatible (or void) pointer. */
BEGIN
{
	printf("%d %d %d %d\n", curthread != 0, 0 != curthread, curthread == NULL,
	    curthread != (void *)0);
	exit(0);
}
