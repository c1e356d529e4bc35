/* @@opts: -xerrtags */
/* A userland pointer and a kernel pointer point into different address
 * spaces: assigning one to a variable of the other is refused
 * (D_OP_INCOMPAT), as is subtracting them; comparing them is allowed. */
BEGIN
{
	u = (userland int *)8;
	k = (int *)8;
	trace(u == k);
	k = u;
}
