/* tracemem()'s address is a pointer, an array or an integer: a D string is
 * none of them (D_TRACEMEM_ADDR). */
BEGIN
{
	tracemem(execname, 16);
}
