/* @@opts: -xerrtags */
/* An enumerator is an integer constant, no lvalue: assigning one is
 * D_OP_LVAL, as for any constant (a built-in variable is an lvalue that
 * is not writable: D_OP_WRITE, errors/err.op-write.d). */
enum colour { RED, GREEN };

BEGIN
{
	GREEN = 3;
}
