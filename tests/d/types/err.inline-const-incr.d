/* @@opts: -xerrtags */
/* An inline of a constant is that constant, no lvalue: ++ on it is
 * D_OP_LVAL. */
inline int limit = 4;

BEGIN
{
	limit++;
}
