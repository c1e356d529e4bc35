/* @@opts: -xerrtags */
/* Subtracting a kernel pointer from a userland one is refused
 * (D_OP_INCOMPAT): they are addresses in different spaces. */
BEGIN
{
	u = (userland char *)8;
	k = (char *)8;
	trace(u - k);
}
