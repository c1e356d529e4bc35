/* @@opts: -xerrtags */
/* Type and Constant Definitions: Inlines.  An inline with a parameter tuple
 * is an associative array: called like a function, it is D_FUNC_IDKIND
 * naming it as one. */
inline int sq[int x] = x * x;

BEGIN
{
	trace(sq(2));
}
