/* @@opts: -xerrtags */
/* A D variable declared const is not assigned (D_OP_WRITE): a deliberate
 * difference, Oracle's DTrace ignores const on D variables. */
const int limit;

BEGIN
{
	limit = 3;
}
