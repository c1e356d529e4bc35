/* @@opts: -xerrtags */
/*
 * Pointers and Arrays: p += q needs pointers of compatible types (an int
 * pointer and a char pointer are not: D_OP_INCOMPAT).
 */
BEGIN
{
	p = (int *)0x1000;
	p += (char *)0x10;
}
