/* @@opts: -xerrtags */
/* Type and Constant Definitions: Inlines.  An inline with a parameter tuple
 * is an associative array (DTrace's DT_IDENT_ARRAY): its name alone is read
 * as a scalar, which it is not (D_IDENT_BADREF). */
inline int sq[int x] = x * x;

BEGIN
{
	trace(sq);
}
